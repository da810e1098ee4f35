import { chatMeetingDetails, type ChatMessage } from '@shared/schemas/chat';

/** Meeting messages that end a request (spec networking §3): confirmed, revoked, declined. */
const ENDS_REQUEST: ReadonlySet<string> = new Set(['cmreq', 'revmreq', 'rmreq']);

const invitationOf = (message: ChatMessage): string | null => {
  const det = chatMeetingDetails.safeParse(message.det);
  return det.success ? det.data.invitationId : null;
};

/**
 * The meeting requests of a conversation that I may still accept from their card (issue 12: cards
 * with their actions): requests (mreq) the other person sent me, no later message of which ends
 * their invitation. Only what is loaded is known; the invitation screen the card opens has the last
 * word, and says when a request is no longer open.
 */
export function openRequests(messages: readonly ChatMessage[], me: string): ReadonlySet<string> {
  const ended = new Set<string>();
  const open = new Set<string>();
  for (const message of messages.toReversed()) {
    const invitationId = invitationOf(message);
    if (invitationId === null || message.deleted) continue;
    if (ENDS_REQUEST.has(message.type)) ended.add(invitationId);
    else if (message.type === 'mreq' && message.sndr !== me && !ended.has(invitationId)) open.add(message.id);
  }
  return open;
}
