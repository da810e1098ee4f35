import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_COMPLETE_POINTS } from '@shared/constants';
import type { OwnProfile } from '@shared/schemas/participants';
import styles from './Completeness.module.css';

/** The profile's points out of the PROFILE_COMPLETE_POINTS that make it complete (spec §3). */
export function Completeness({ profile }: { profile: Pick<OwnProfile, 'points' | 'complete'> }) {
  const { t } = useTranslation();
  const shown = Math.min(profile.points, PROFILE_COMPLETE_POINTS);
  const labelId = useId();
  return (
    <div className={styles.completeness} data-testid="profile-completeness">
      <p className={styles.label} id={labelId}>
        {t('profile.completeness')}:{' '}
        <strong>{t('profile.points', { points: shown, total: PROFILE_COMPLETE_POINTS })}</strong>
      </p>
      <progress
        className={styles.bar}
        max={PROFILE_COMPLETE_POINTS}
        value={shown}
        aria-labelledby={labelId}
      />
      <p className={styles.note}>{profile.complete ? t('profile.complete') : t('profile.incomplete')}</p>
    </div>
  );
}
