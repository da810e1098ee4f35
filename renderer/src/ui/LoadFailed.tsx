import { useTranslation } from 'react-i18next';
import { genericErrorKey } from '../api/errors';
import { Button } from './Button';
import { Notice } from './Notice';

export interface LoadFailedProps {
  /** What did not load ("Your events could not be loaded."); none when the page says it already. */
  title?: string;
  level?: 1 | 2;
  error: unknown;
  onRetry: () => void;
  className?: string | undefined;
}

/** A load that failed: what, why in plain words (network or not), and Retry. */
export function LoadFailed({ title, level, error, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Notice
      role="alert"
      className={className}
      {...(title === undefined ? {} : { title })}
      {...(level === undefined ? {} : { level })}
    >
      <p>{t(genericErrorKey(error))}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
