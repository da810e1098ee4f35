import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { EventScreen } from '../../eventHome';
import { useOwnProfile } from '../hooks/useOwnProfile';

export interface OwnProfileLoaderProps {
  /** Where a load error sits on the page. */
  className: string | undefined;
  children: (event: EventDetails, own: OwnProfile) => ReactNode;
}

/**
 * What the profile screens wait for: the event of the address (eventHome's EventScreen) and my
 * profile in it, a spinner meanwhile and each load's error with Retry.
 */
export function OwnProfileLoader({ className, children }: OwnProfileLoaderProps) {
  const { t } = useTranslation();
  return (
    <EventScreen loadError={t('profile.loadFailed')} errorClassName={className}>
      {(event) => (
        <WithOwnProfile event={event} className={className}>
          {children}
        </WithOwnProfile>
      )}
    </EventScreen>
  );
}

function WithOwnProfile({ event, className, children }: OwnProfileLoaderProps & { event: EventDetails }) {
  const { t } = useTranslation();
  const own = useOwnProfile(event.id);
  if (own.data) return children(event, own.data);
  if (!own.error) return <PageSpinner />;
  return (
    <LoadFailed
      className={className}
      level={1}
      title={t('profile.loadFailed')}
      error={own.error}
      onRetry={() => void own.refetch()}
    />
  );
}
