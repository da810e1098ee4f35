import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';
import { typeBadge } from '../cardView';
import styles from './PersonMarks.module.css';

export interface PersonMarksProps {
  event: EventDetails;
  card: ParticipantCard;
  /** The viewer opened this profile before (the directory's cards say so). */
  viewed?: boolean;
  /** Where a hybrid event's participant attends from (the profile says so). */
  showPresence?: boolean;
}

/**
 * The short facts beside a person's name: their type in the event's colour for it (colorsJson),
 * Here now, and where asked, where they attend from and whether the viewer has seen them.
 */
export function PersonMarks({ event, card, viewed = false, showPresence = false }: PersonMarksProps) {
  const { t, i18n } = useTranslation();
  const type = typeBadge(event.participantTypes, event.colors, card.typeId, i18n.language);
  const presence = showPresence && event.eventType === 'hybrid' ? card.present : null;
  return (
    <div className={styles.marks}>
      {type && (
        <span className={styles.type} style={type.colors}>
          {type.name}
        </span>
      )}
      {card.onSite && <span className={styles.here}>{t('networking.card.hereNow')}</span>}
      {presence && <span className={styles.type}>{t(`networking.profile.present.${presence}`)}</span>}
      {viewed && <span className={styles.seen}>{t('networking.card.viewed')}</span>}
    </div>
  );
}
