import { useTranslation } from 'react-i18next';
import type { ParticipantCard, ParticipantTag } from '@shared/schemas/participants';
import { HideIcon, StarIcon } from '../../../ui/icons';
import { tagOf } from '../directory';
import { useTagAttendee } from '../hooks/useTagAttendee';
import styles from './TagButtons.module.css';

export interface TagButtonsProps {
  eventId: string;
  card: ParticipantCard;
  /** The person's name, for the buttons' names ("Favourite Ada Lovelace"). */
  name: string;
}

/**
 * Favourite and ignore (spec networking §4), toggle buttons: pressing the pressed one clears the
 * mark. Never shown on the viewer's own card (the caller leaves them out).
 */
export function TagButtons({ eventId, card, name }: TagButtonsProps) {
  const { t } = useTranslation();
  const tagging = useTagAttendee(eventId);
  const current = tagOf(card);
  const toggle = (tag: ParticipantTag) => {
    // One change at a time per person; the buttons stay focusable meanwhile.
    if (tagging.isPending) return;
    tagging.mutate({ participantId: card.id, tag: current === tag ? null : tag, previous: current });
  };
  return (
    <div className={styles.tags}>
      <button
        type="button"
        className={`${styles.tag} ${styles.fav}`}
        aria-pressed={card.fav}
        aria-label={t('networking.tag.favourite', { name })}
        title={t('networking.tag.favouriteHint')}
        onClick={() => toggle('fav')}
      >
        <StarIcon />
      </button>
      <button
        type="button"
        className={`${styles.tag} ${styles.ignore}`}
        aria-pressed={card.ignored}
        aria-label={t('networking.tag.ignore', { name })}
        title={t('networking.tag.ignoreHint')}
        onClick={() => toggle('ignored')}
      >
        <HideIcon />
      </button>
    </div>
  );
}
