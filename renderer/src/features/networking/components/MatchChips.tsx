import { useTranslation } from 'react-i18next';
import type { MatchReason } from '../cardView';
import styles from './MatchChips.module.css';

/**
 * Why a person is suggested (DECISIONS 12), one chip per reason said as a person would ("Has a
 * booth here", "Like you: Robotics"); nothing when there is none.
 */
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
          {reason.kind === 'category'
            ? t('networking.match.category', { name: reason.name })
            : t(`networking.match.${reason.kind}`)}
        </li>
      ))}
    </ul>
  );
}
