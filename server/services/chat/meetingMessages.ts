import { normalizeChatText } from '@shared/rules/chatText';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import type { ChatMeetingMessageType } from '@shared/schemas/chat';
import type { UserNotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { createChatRepository, type ChatMessageRow } from '../../db/repositories/chat';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { newId, type ChatServiceDeps } from './context';
import { createChatPublisher } from './live';
import { openPairRoom } from './pairRoom';

/*
 * The meeting messages of issue 12 (spec networking §3 types mreq…lses): the meetings flow writes
 * one into the two people's private room inside its own transaction (the room is made when they
 * have none), then publishes it after the commit. docs/chat.md "Meeting messages" says which flow
 * action writes which type.
 */

/**
 * The chat message a meetings action writes, by the notification it sends (spec networking §3):
 * a request sent, confirmed, revoked, declined; a reschedule asked, declined, accepted; a meeting
 * cancelled. Withdrawing a reschedule has no message type in the spec and writes none.
 */
const MESSAGE_OF_NOTICE: Partial<Record<UserNotificationType, ChatMeetingMessageType>> = {
  meeting_request: 'mreq',
  confirmed: 'cmreq',
  meeting_revoked: 'revmreq',
  meeting_rejected: 'rmreq',
  reschedule_request: 'rreq',
  reschedule_rejected: 'rres',
  rescheduled_session: 'cres',
  session_cancelled: 'lses',
};

/** The meeting message type of a meetings action's notification, or null when it writes none. */
export const meetingMessageType = (notice: UserNotificationType): ChatMeetingMessageType | null =>
  MESSAGE_OF_NOTICE[notice] ?? null;

export interface MeetingMessage {
  eventId: string;
  /** Who acted (the message's sender): the request's sender, the one who answered, cancelled… */
  fromParticipantId: string;
  /** The other of the two. */
  toParticipantId: string;
  type: ChatMeetingMessageType;
  /** The text written with the action (empty when none). */
  message?: string;
  invitationId: string | null;
  meetingId: string | null;
}

/** What was written, for publishMeetingMessage after the transaction commits. */
export interface WrittenMeetingMessage {
  message: ChatMessageRow;
  /** The room was made for this message: it is new to both people. */
  createdRoom: boolean;
  eventId: string;
  participantIds: [string, string];
}

/** Writes the meeting message in `tx` (the meetings action's transaction); the sender has seen it. */
export async function writeMeetingMessage(
  tx: Db,
  at: number,
  input: MeetingMessage,
): Promise<WrittenMeetingMessage> {
  const { room, created } = await openPairRoom(
    tx,
    input.eventId,
    input.fromParticipantId,
    input.toParticipantId,
  );
  const repo = createChatRepository(tx);
  const message = await repo.insertMessage({
    id: newId(),
    roomId: room.id,
    senderId: input.fromParticipantId,
    type: input.type,
    msg: normalizeChatText(input.message ?? '').slice(0, CHAT_MESSAGE_MAX_LENGTH),
    det: { invitationId: input.invitationId, meetingId: input.meetingId },
    sentAt: at,
  });
  // A fresh id never collides; null would be a broken invariant, not input.
  if (message === null) throw new Error('meeting message id collided');
  await repo.markSeen(room.id, input.fromParticipantId, message);
  return {
    message,
    createdRoom: created,
    eventId: input.eventId,
    participantIds: [input.fromParticipantId, input.toParticipantId],
  };
}

/** Pushes a written meeting message to both people (rooms/…/messages, meta, userRooms): after the commit. */
export async function publishMeetingMessage(
  deps: ChatServiceDeps,
  written: WrittenMeetingMessage,
): Promise<void> {
  const addedFor = written.createdRoom
    ? await createParticipantsRepository(deps.database.db).userIdsOf(written.eventId, written.participantIds)
    : [];
  await createChatPublisher(deps).message(written.message, 'child_added', { addedFor });
}
