import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toastStore';
import { invitationKeys, runFlowAction, type FlowAction } from '../api';

/**
 * One flow action (spec core §4) wherever it is run — the invitation screen, a card on
 * /invitations, a meeting's row in My Agenda — and the one way its outcome is shown: a toast saying
 * what happened (`invitations.outcome.{kind}`: "Meeting request sent.", "Meeting cancelled.") and
 * the screen showing the new state once the views it changed were read again. No step asks "are you
 * sure?" first: each is a form the person fills and sends (a message, a slot), and cancelling shows
 * its message, editable, before it is sent (CancelMeetingForm).
 *
 * While it is on its way the screen shows INVITE_DETAILS_LOADING (isPending), until the views were
 * read again, so the screen goes from loading straight to the new state. A refusal leaves the
 * cache as it was — the screen shows the previous state again — with the error (`error`) for the
 * screen to translate; the view and the slots are read again, as a refusal often means they moved
 * on (a slot taken meanwhile, MST-00131; a request answered meanwhile).
 */
export function useFlowAction(eventId: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (action: FlowAction) => runFlowAction(action),
    onSuccess: async (_answer, action) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: invitationKeys.event(eventId) }),
        client.invalidateQueries({ queryKey: invitationKeys.lists() }),
      ]);
      toast.success(t(`invitations.outcome.${action.kind}`));
    },
    onError: () => client.invalidateQueries({ queryKey: invitationKeys.event(eventId) }),
  });
}
