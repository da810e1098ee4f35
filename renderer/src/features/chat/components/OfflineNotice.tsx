import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { useOnline } from '../hooks/useOnline';

/** Issue 12: offline, the chat says so; what is typed waits and goes when the network is back. */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <Alert kind="info">
      {t('errors.network')} {t('chat.offlineQueued')}
    </Alert>
  );
}
