import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import type { EventDetails } from '@shared/schemas/event';
import { Avatar } from '../../../ui/Avatar';
import { jobLine, matchReasons, searchReason } from '../cardView';
import type { Attendee } from '../directory';
import { MatchChips } from './MatchChips';
import { PersonActions } from './PersonActions';
import { PersonMarks } from './PersonMarks';
import { SearchReason } from './SearchReason';
import { TagButtons } from './TagButtons';
import styles from './AttendeeCard.module.css';

export interface AttendeeCardProps {
  event: EventDetails;
  attendee: Attendee;
  /** The viewer opened this person's profile before (spec networking §4). */
  viewed: boolean;
  /** The text search the list answers ('' when none): the card says where it was found. */
  query: string;
}

/**
 * A person in the directory: photo, name (the link to their profile), job line, type in the
 * event's colour, Here now, where a text search found them, why they are suggested, and the
 * favourite / ignore buttons and other features' actions (Meet) — not on the viewer's own card.
 */
export const AttendeeCard = memo(function AttendeeCard({
  event,
  attendee,
  viewed,
  query,
}: AttendeeCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const { card, match } = attendee;
  const name = fullName(card);
  const job = jobLine(card, t);
  const own = card.id === event.me.participantId;
  const reasons = matchReasons(match, event.categories);
  const found = searchReason(card, query);
  return (
    <article className={`${styles.card} ${viewed ? styles.viewed : ''}`} aria-labelledby={nameId}>
      <div className={styles.top}>
        <Avatar name={name} src={card.profilePhoto} size="lg" />
        <div className={styles.who}>
          <h2 className={styles.name} id={nameId}>
            <Link to={`/event/${event.id}/attendees/${card.id}`} className={styles.link}>
              {name}
            </Link>
          </h2>
          {job && <p className={styles.job}>{job}</p>}
        </div>
        {!own && <TagButtons eventId={event.id} card={card} name={name} />}
      </div>
      <PersonMarks event={event} card={card} viewed={viewed} />
      {found && <SearchReason snippet={found} />}
      <MatchChips reasons={reasons} />
      {!own && <PersonActions event={event} person={card} place="card" />}
    </article>
  );
});
