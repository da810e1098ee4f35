import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../api/errors';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';

export interface EventLoadErrorProps {
  error: unknown;
  retry: () => void;
  /** What did not load; the event page's own text by default. */
  title?: string;
  className?: string | undefined;
}

/**
 * Why an event's details did not load, for every screen under /event/:eventId: a missing (or
 * malformed) event is said plainly; anything else offers a retry.
 */
export function EventLoadError({ error, retry, title, className }: EventLoadErrorProps) {
  const { t } = useTranslation();
  const missing = error instanceof ApiCallError && (error.status === 404 || error.status === 400);
  if (missing) return <Notice role="alert" level={1} title={t('eventHome.notFound')} className={className} />;
  return (
    <LoadFailed
      level={1}
      title={title ?? t('eventHome.loadError')}
      error={error}
      onRetry={retry}
      className={className}
    />
  );
}
