import styles from './InvitationPanel.module.css';

/** A message someone wrote with a flow action, under who wrote it. */
export function QuotedMessage({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <figure className={styles.quote}>
      <figcaption className={styles.quoteLabel}>{label}</figcaption>
      <blockquote className={styles.quoteText}>{text}</blockquote>
    </figure>
  );
}
