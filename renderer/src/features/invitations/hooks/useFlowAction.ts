import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationKeys, runFlowAction, type FlowAction } from '../api';

/**
 * One flow action (spec core §4) on the invitation screen or a card. While it is on its way the
 * screen shows INVITE_DETAILS_LOADING (isPending); it stays pending until the views it changed
 * were read again, so the screen goes from loading straight to the new state. A refusal leaves the
 * cache as it was — the screen shows the previous state again — with the error (`error`) for the
 * screen to translate; the view and the slots are read again, as a refusal often means they moved
 * on (a slot taken meanwhile, MST-00131; a request answered meanwhile).
 */
export function useFlowAction(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: FlowAction) => runFlowAction(action),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invitationKeys.event(eventId) }),
        client.invalidateQueries({ queryKey: invitationKeys.lists() }),
      ]),
    onError: () => client.invalidateQueries({ queryKey: invitationKeys.event(eventId) }),
  });
}
