import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  count: number;
  /** The count in words for assistive tech ("3 new", "3 unread"); the number itself is hidden from it. */
  label: string;
  testId?: string;
}

/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

/**
 * A count in a red pill (a menu link's unseen notifications, a chat's unread messages), nothing
 * when it is zero. Sits inside what it counts for, so its label is read with that name.
 */
export function CountBadge({ count, label, testId }: CountBadgeProps) {
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
