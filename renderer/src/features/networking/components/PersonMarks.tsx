import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';
import { typeBadge } from '../cardView';
import { typeColorStyle, type TypeColorStyle } from '../typeColors';
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
      {type && <TypeName name={type.name} colors={typeColorStyle(type.colors)} />}
      {card.onSite && <span className={styles.here}>{t('networking.hereNow')}</span>}
      {presence && <span className={styles.type}>{t(`networking.profile.present.${presence}`)}</span>}
      {viewed && <span className={styles.seen}>{t('networking.card.viewed')}</span>}
    </div>
  );
}

/** The type's name in the event's colours when they are readable, else beside a swatch of its colour. */
function TypeName({ name, colors }: { name: string; colors: TypeColorStyle }) {
  if (colors.kind === 'badge') {
    return (
      <span className={styles.type} style={{ backgroundColor: colors.backgroundColor, color: colors.color }}>
        {name}
      </span>
    );
  }
  return (
    <span className={styles.type}>
      {colors.kind === 'swatch' && (
        <span className={styles.swatch} style={{ backgroundColor: colors.color }} aria-hidden="true" />
      )}
      {name}
    </span>
  );
}
