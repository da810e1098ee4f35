import { useTranslation } from 'react-i18next';
import type { MatchReason } from '../cardView';
import styles from './MatchChips.module.css';

/** Why a person is suggested (DECISIONS 12), one chip per reason; nothing when there is none. */
export function MatchChips({ reasons }: { reasons: readonly MatchReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('networking.match.label')}>
      {reasons.map((reason, index) => (
        <li
          key={index}
          className={`${styles.chip} ${reason.kind === 'category' ? styles.category : ''}`}
          title={reason.kind === 'category' ? reason.question : undefined}
        >
          {reason.kind === 'category' ? reason.name : t(`networking.match.${reason.kind}`)}
        </li>
      ))}
    </ul>
  );
}
