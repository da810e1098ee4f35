import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md';
  /** Inside a control that already says it is busy. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', decorative }: SpinnerProps) {
  const { t } = useTranslation();
  if (decorative) return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  return (
    <span className={`${styles.spinner} ${styles[size]}`} role="status" aria-label={t('common.loading')} />
  );
}

/** A spinner centred in the available space. */
export function PageSpinner() {
  return (
    <div className={styles.center}>
      <Spinner />
    </div>
  );
}
