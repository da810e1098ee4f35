import { Link } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import styles from './EventScreenTitle.module.css';

export interface EventScreenTitleProps {
  event: Pick<EventDetails, 'id' | 'name'>;
  /** The screen's name, its h1. */
  title: string;
  /** For the screen's landmark to be named by its h1. */
  titleId: string;
}

/** An event screen's title: the event's name, leading to the event page, above the screen's name. */
export function EventScreenTitle({ event, title, titleId }: EventScreenTitleProps) {
  return (
    <div className={styles.titles}>
      <p className={styles.event}>
        <Link to={`/event/${event.id}`}>{event.name}</Link>
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
    </div>
  );
}
