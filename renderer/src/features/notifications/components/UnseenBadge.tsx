import { useTranslation } from 'react-i18next';
import { useUnseenCount } from '../hooks/useUnseenCount';
import styles from './UnseenBadge.module.css';

/** Above this the badge shows "99+". */
const MAX_SHOWN = 99;

/**
 * The unseen count on the Notifications link of the side menu and the bottom bar (spec core §4),
 * nothing when it is zero. Inside the link, so a screen reader reads "Notifications, 3 new".
 */
export function UnseenBadge() {
  const { t } = useTranslation();
  const unseen = useUnseenCount();
  if (unseen === 0) return null;
  return (
    <span className={styles.badge} data-testid="unseen-badge">
      <span aria-hidden="true">{unseen > MAX_SHOWN ? `${MAX_SHOWN}+` : unseen}</span>
      <span className="visually-hidden">{t('notifications.unseen', { count: unseen })}</span>
    </span>
  );
}
