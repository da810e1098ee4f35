import { useId, useState, type ReactNode } from 'react';
import styles from './EventGroup.module.css';

export interface EventGroupProps {
  title: string;
  count: number;
  defaultOpen?: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * A collapsible group of the event list: a region named by its heading, whose heading holds the
 * disclosure button (so "Live" is both the heading's and the button's name).
 */
export function EventGroup({ title, count, defaultOpen = false, testId, children }: EventGroupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const contentId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className={styles.chevron} aria-hidden="true">
              ▸
            </span>
            {title}
          </button>
        </h2>
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      </div>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

export const groupStyles = styles;
