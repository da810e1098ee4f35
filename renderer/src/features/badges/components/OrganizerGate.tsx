import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '../../../../../shared/schemas/event';
import { genericErrorKey } from '../../../api/errors';
import { Button, ButtonLink } from '../../../ui/Button';
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
      <div className={styles.message} role="alert">
        <h1>{t('badges.gate.loadError')}</h1>
        <p>{t(genericErrorKey(state.error))}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (state.status === 'forbidden') {
    return (
      <div className={styles.message} data-testid="badges-forbidden">
        <h1>{t('badges.gate.forbiddenTitle')}</h1>
        <p>{t('badges.gate.forbiddenText')}</p>
        <ButtonLink variant="secondary" to="/event/list">
          {t('badges.gate.toEvents')}
        </ButtonLink>
      </div>
    );
  }
  return <>{children(state.event)}</>;
}
