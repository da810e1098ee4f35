import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useUnseenCount } from '../hooks/useUnseenCount';

/**
 * The unseen count on the Notifications link of the side menu and the bottom bar (spec core §4),
 * nothing when it is zero. Inside the link, so a screen reader reads "Notifications, 3 new".
 */
export function UnseenBadge() {
  const { t } = useTranslation();
  const unseen = useUnseenCount();
  return (
    <CountBadge count={unseen} label={t('notifications.unseen', { count: unseen })} testId="unseen-badge" />
  );
}
