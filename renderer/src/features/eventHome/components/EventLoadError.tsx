import { useTranslation } from 'react-i18next';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { Button } from '../../../ui/Button';

export interface EventLoadErrorProps {
  error: unknown;
  retry: () => void;
  className?: string;
}

/**
 * Why an event's details did not load, for every screen under /event/:eventId: a missing (or
 * malformed) event is said plainly; anything else offers a retry.
 */
export function EventLoadError({ error, retry, className }: EventLoadErrorProps) {
  const { t } = useTranslation();
  const missing = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
  return (
    <div className={className} role="alert">
      <h1>{missing ? t('eventHome.notFound') : t('eventHome.loadError')}</h1>
      {!missing && (
        <>
          <p>{t(genericErrorKey(error))}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
