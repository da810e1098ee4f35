import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvitationViewStatus } from '@shared/rules/invitationStatus';
import type { EventDetails } from '@shared/schemas/event';
import { errorText } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import type { FlowAction } from '../api';
import { invitationViewQuery } from '../api';
import { useFlowAction } from '../hooks/useFlowAction';
import { useInvitationsLive } from '../hooks/useInvitationsLive';
import { myPools } from '../pools';
import type { InvitationSuffix } from '../screenPath';
import type { StepProps } from '../steps';
import { MeetingStep, ReschedulePendingStep, RescheduleStep } from './MeetingSteps';
import { PendingStep, ReceivedStep, SendStep } from './RequestSteps';
import { PersonHeader } from './PersonHeader';
import styles from './InvitationPanel.module.css';

export interface InvitationPanelProps {
  event: EventDetails;
  participantId: string;
  suffix: InvitationSuffix | null;
  go: (suffix: InvitationSuffix | null) => void;
}

/** The statuses that are a message only (spec core §4 table), by their text. */
const MESSAGE_ONLY: Partial<Record<InvitationViewStatus, string>> = {
  INVITE_REJECTED: 'invitations.status.rejected',
  INVITE_LIMIT: 'invitations.status.limit',
  INVITE_NOT_FOUND: 'invitations.status.notFound',
};

/**
 * The invitation screen's content: where I stand with one person (GET /v1/event/invitation, read
 * again on every change of my invitations pool) decides the step shown. While a flow action is on
 * its way the status is INVITE_DETAILS_LOADING (invitationStatus.ts, first row); a refusal brings
 * the previous step back with the reason in my language (spec core §4 "reverts on failure").
 */
export function InvitationPanel({ event, participantId, suffix, go }: InvitationPanelProps) {
  const { t } = useTranslation();
  const view = useQuery(invitationViewQuery(event.id, participantId));
  const action = useFlowAction(event.id);
  useInvitationsLive(myPools(event));

  if (view.isPending) return <PageSpinner />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  const status: InvitationViewStatus = action.isPending ? 'INVITE_DETAILS_LOADING' : view.data.status;
  const run = (flow: FlowAction) => action.mutate(flow, { onSuccess: () => go(null) });
  const step: StepProps = {
    event,
    view: view.data,
    run,
    suffix,
    go: (next) => {
      action.reset();
      go(next);
    },
  };
  const meeting = view.data.meeting;

  return (
    <div className={styles.panel} data-testid="invitation-panel" data-status={status}>
      <PersonHeader person={view.data.other} />
      {action.isError && <Alert>{errorText(action.error, t)}</Alert>}
      {status === 'INVITE_DETAILS_LOADING' && (
        <div role="status" className={styles.loading}>
          <PageSpinner />
          <span className={styles.note}>{t('invitations.status.loading')}</span>
        </div>
      )}
      {status === 'INVITE_NEW' && <SendStep key={participantId} {...step} />}
      {status === 'INVITE_PENDING' && <PendingStep {...step} />}
      {status === 'INVITE_RECEIVED' && <ReceivedStep {...step} />}
      {status === 'MEETING_DETAILS' && meeting && <MeetingStep {...step} meeting={meeting} />}
      {status === 'MEETING_RESCHEDULE_PENDING' && meeting && (
        <ReschedulePendingStep {...step} meeting={meeting} />
      )}
      {status === 'MEETING_RESCHEDULE' && meeting && <RescheduleStep {...step} meeting={meeting} />}
      {MESSAGE_ONLY[status] && <p className={styles.note}>{t(MESSAGE_ONLY[status])}</p>}
    </div>
  );
}
