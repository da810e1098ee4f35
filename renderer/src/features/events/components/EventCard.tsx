import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventDate, isEventFinished, isEventLive } from '@shared/rules/eventGrouping';
import type { EventSummary } from '@shared/schemas/event';
import { ButtonLink } from '../../../ui/Button';
import { EventBanner } from '../../../ui/EventBanner';
import { useTimeFormat } from '../../auth';
import { useEventLanding } from '../../eventHome';
import styles from './EventCard.module.css';

export interface EventCardProps {
  event: EventSummary;
  now: number;
  /** The card's name heading sits one level below its group's heading. */
  headingLevel?: 3 | 4;
}

export function EventCard({ event, now, headingLevel = 3 }: EventCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const landing = useEventLanding();
  const viewerZone = useTimeFormat().zone;
  const finished = event.isFinished || isEventFinished(event, now);
  const live = isEventLive(event, now);
  const date = formatEventDate(event, i18n.language);

  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="event-card">
      <EventBanner
        className={styles.banner}
        src={event.images.banner}
        width={366}
        height={183}
        live={live}
        lazy
      />
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          {event.name}
        </Heading>
        <p className={styles.date}>
          <time dateTime={new Date(event.startDateMillis).toISOString()}>{date}</time>
          {event.timezone !== viewerZone && <> · {event.timezone}</>}
        </p>
        <div className={styles.actions}>
          <ButtonLink
            to={landing(event.id, event.indexPagePath)}
            variant={finished ? 'secondary' : 'primary'}
            size="small"
            aria-describedby={nameId}
          >
            {finished ? t('events.open') : t('events.join')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
