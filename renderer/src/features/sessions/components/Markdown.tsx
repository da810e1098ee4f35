import { useMemo } from 'react';
import { renderMarkdown } from '../markdown';
import styles from './Markdown.module.css';

export interface MarkdownProps {
  source: string;
}

/** A session description: markdown with raw HTML escaped and links limited (markdown.ts, DECISIONS 21). */
export function Markdown({ source }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: renderMarkdown escapes every tag of the source; the markup is markdown-it's own.
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
