import type { ReactNode } from 'react';
import styles from './Notice.module.css';

export interface NoticeProps {
  title?: string;
  /** 1 when the notice is all the page shows, else 2. */
  level?: 1 | 2;
  role?: 'alert' | 'status';
  /** Where it sits on the page (margins, width); the box itself is the notice's. */
  className?: string | undefined;
  testId?: string;
  children?: ReactNode;
}

/** A page's message box instead of its content: empty, nothing found, or what went wrong. */
export function Notice({ title, level = 2, role, className, testId, children }: NoticeProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`${styles.notice} ${className ?? ''}`} role={role} data-testid={testId}>
      {title !== undefined && <Heading>{title}</Heading>}
      {children}
    </div>
  );
}
