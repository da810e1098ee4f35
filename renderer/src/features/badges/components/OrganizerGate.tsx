import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import { ButtonLink } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useOrganizerEvent } from '../hooks/useOrganizerEvent';
import styles from './BadgePages.module.css';

export interface OrganizerGateProps {
  eventId: string;
  children: (event: EventDetails) => ReactNode;
}

/** Shows its content to the event's organizers; everyone else is told the page is theirs. */
export function OrganizerGate({ eventId, children }: OrganizerGateProps) {
  const { t } = useTranslation();
  const { state, retry } = useOrganizerEvent(eventId);
  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'error') {
    return (
      <LoadFailed
        level={1}
        title={t('badges.gate.loadError')}
        error={state.error}
        onRetry={retry}
        className={styles.message}
      />
    );
  }
  if (state.status === 'forbidden') {
    return (
      <Notice
        level={1}
        title={t('badges.gate.forbiddenTitle')}
        className={styles.message}
        testId="badges-forbidden"
      >
        <p>{t('badges.gate.forbiddenText')}</p>
        <ButtonLink variant="secondary" to="/event/list">
          {t('badges.gate.toEvents')}
        </ButtonLink>
      </Notice>
    );
  }
  return <>{children(state.event)}</>;
}
