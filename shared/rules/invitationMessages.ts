/**
 * The messages of one invitation, each with its author and its step (spec core §4 flow actions).
 * An invitation holds up to three texts written by different people: its own message (the
 * request's, or the reschedule's, by its sender), the answer's (accept, decline, revoke, by who
 * answered) and, for the request that made a meeting, the cancel's (by who cancelled). A screen
 * that shows one of them names its writer and what they were doing, so a reply is never read as
 * the request and a reschedule never as the other person's words.
 */

/** What the writer was doing. An answer to a reschedule is an accept, decline or revoke of it. */
export const MESSAGE_STEPS = ['request', 'reschedule', 'accept', 'decline', 'revoke', 'cancel'] as const;
type MessageStep = (typeof MESSAGE_STEPS)[number];

export interface StepMessage {
  step: MessageStep;
  /** The participant who wrote it. */
  authorId: string;
  text: string;
}

/** An invitation as stored (server/db/schema/meetings.ts), in the fields the thread needs. */
export interface InvitationTexts {
  type: 'join' | 'reschedule' | 'company';
  state: 'waiting' | 'accepted' | 'revoked' | 'rejected' | 'cancelled';
  fromParticipantId: string;
  toParticipantId: string;
  message: string;
  answerMessage: string | null;
  /** Who answered; null on rows answered before it was stored (then: the step's usual author). */
  answeredBy: string | null;
}

/** The meeting the invitation made, for its cancel message. */
export interface MeetingTexts {
  status: 'accepted' | 'cancelled';
  invitationId: string | null;
  /** Of a cancelled meeting: who cancelled it (its last change). */
  executorId: string;
  cancelMessage: string | null;
}

/** The step an answer was: an invitation that was accepted stays "accept" once its meeting is cancelled. */
const ANSWER_STEP: Record<InvitationTexts['state'], MessageStep | null> = {
  waiting: null,
  accepted: 'accept',
  cancelled: 'accept',
  rejected: 'decline',
  revoked: 'revoke',
};

/**
 * The invitation's messages in the order written, blank ones left out (nobody wrote anything):
 * its own by its sender, the answer by who answered, the meeting's cancel by who cancelled it.
 */
export function invitationMessages(
  inv: InvitationTexts & { id: string },
  meeting: MeetingTexts | null,
): StepMessage[] {
  const messages: StepMessage[] = [
    {
      step: inv.type === 'reschedule' ? 'reschedule' : 'request',
      authorId: inv.fromParticipantId,
      text: inv.message,
    },
  ];
  const answerStep = ANSWER_STEP[inv.state];
  if (answerStep !== null && inv.answerMessage !== null) {
    const usualAuthor = answerStep === 'revoke' ? inv.fromParticipantId : inv.toParticipantId;
    messages.push({ step: answerStep, authorId: inv.answeredBy ?? usualAuthor, text: inv.answerMessage });
  }
  if (meeting?.status === 'cancelled' && meeting.invitationId === inv.id && meeting.cancelMessage !== null) {
    messages.push({ step: 'cancel', authorId: meeting.executorId, text: meeting.cancelMessage });
  }
  return messages.filter((m) => m.text.trim() !== '');
}
