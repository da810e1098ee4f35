import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { EventLoadError, useEventDetails } from '../../eventHome';
import { useOwnProfile } from '../hooks/useOwnProfile';

export interface OwnProfileLoaderProps {
  /** Where a load error sits on the page. */
  className: string | undefined;
  children: (event: EventDetails, own: OwnProfile) => ReactNode;
}

/**
 * What the profile screens wait for: the event of the address and my profile in it, a spinner
 * meanwhile and each load's error with Retry.
 */
export function OwnProfileLoader({ className, children }: OwnProfileLoaderProps) {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEventDetails(eventId);
  const own = useOwnProfile(eventId);
  if (event.error) {
    return <EventLoadError error={event.error} retry={() => void event.refetch()} className={className} />;
  }
  if (own.error) {
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
  if (!event.data || !own.data) return <PageSpinner />;
  return children(event.data, own.data);
}
