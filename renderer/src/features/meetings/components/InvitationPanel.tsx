import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvitationViewStatus } from '@shared/rules/invitationStatus';
import type { EventDetails } from '@shared/schemas/event';
import { Alert } from '../../../ui/Alert';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { actionErrorText } from '../actionError';
import { invitationViewQuery, type FlowAction } from '../api';
import { useFlowAction } from '../hooks/useFlowAction';
import { useInvitationsLive } from '../hooks/useInvitationsLive';
import { myPools } from '../pools';
import type { InvitationSuffix } from '../screenPath';
import { declinedByMe, type StepProps } from '../steps';
import { MeetingStep, ReschedulePendingStep, RescheduleStep } from './MeetingSteps';
import { DeclinedStep, PendingStep, ReceivedStep, SendStep } from './RequestSteps';
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
 * the previous step back as it was, with the reason in my language (spec core §4 "reverts on
 * failure").
 */
export function InvitationPanel({ event, participantId, suffix, go }: InvitationPanelProps) {
  const { t } = useTranslation();
  const view = useQuery(invitationViewQuery(event.id, participantId));
  const action = useFlowAction(event.id);
  useInvitationsLive(myPools(event));

  if (view.isPending) return <PageSpinner />;
  if (view.isError) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  const pending = action.isPending;
  // The step where the two stand, kept mounted (hidden) while an action is pending, so a refusal
  // brings it back as it was — the slot chosen, the message written.
  const shown = view.data.status;
  const status: InvitationViewStatus = pending ? 'INVITE_DETAILS_LOADING' : shown;
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
  const declined = shown === 'INVITE_NEW' ? declinedByMe(view.data, event.me.participantId) : undefined;

  return (
    <div className={styles.panel} data-testid="invitation-panel" data-status={status}>
      <PersonHeader person={view.data.other} />
      {action.isError && <Alert>{actionErrorText(action.error, t)}</Alert>}
      {pending && (
        <div role="status" className={styles.loading}>
          <PageSpinner />
          <span className={styles.note}>{t('invitations.status.loading')}</span>
        </div>
      )}
      <div className={styles.step} hidden={pending}>
        {shown === 'INVITE_NEW' &&
          (declined ? <DeclinedStep {...step} declined={declined} /> : <SendStep {...step} />)}
        {shown === 'INVITE_PENDING' && <PendingStep {...step} />}
        {shown === 'INVITE_RECEIVED' && <ReceivedStep {...step} />}
        {shown === 'MEETING_DETAILS' && meeting && <MeetingStep {...step} meeting={meeting} />}
        {shown === 'MEETING_RESCHEDULE_PENDING' && meeting && (
          <ReschedulePendingStep {...step} meeting={meeting} />
        )}
        {shown === 'MEETING_RESCHEDULE' && meeting && <RescheduleStep {...step} meeting={meeting} />}
        {MESSAGE_ONLY[shown] && <p className={styles.note}>{t(MESSAGE_ONLY[shown])}</p>}
      </div>
    </div>
  );
}
