import { Fragment } from 'react';

/** Web addresses in a message; the rest is text. */
const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/**
 * A message's text as text (issue 12: stored and rendered as text, links made clickable, no HTML):
 * React escapes it, line breaks show through the bubble's white-space, and web addresses are links
 * that open in a new tab.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} target="_blank" rel="noopener noreferrer">
        {part}
      </a>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}
