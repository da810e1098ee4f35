import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';

/*
 * A chat message's text (spec networking §5: "sent only if trimmed text is non-empty; blank lines
 * collapse"). The server stores what this returns and the renderer sends it: one rule on both sides.
 */

const LINE_BREAKS = /\r\n?/g;
/** Whitespace at the end of a line: a line of spaces counts as blank. */
const TRAILING_SPACE = /[^\S\n]+$/gm;
/** Two or more blank lines in a row become one. */
const BLANK_LINES = /\n{3,}/g;

/** The text as it is stored and shown: line breaks unified, trimmed, runs of blank lines collapsed to one. */
export function normalizeChatText(raw: string): string {
  return raw.replace(LINE_BREAKS, '\n').replace(TRAILING_SPACE, '').replace(BLANK_LINES, '\n\n').trim();
}

/** Why a typed message cannot be sent, or null when it can (the Send button and the server ask this). */
export function chatTextRefusal(raw: string): 'empty' | 'tooLong' | null {
  const text = normalizeChatText(raw);
  if (text.length === 0) return 'empty';
  return text.length > CHAT_MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}
