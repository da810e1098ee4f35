import { normalizeChatText } from '@shared/rules/chatText';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import type { ChatMeetingMessageType } from '@shared/schemas/chat';
import type { UserNotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { createChatRepository, type ChatMessageRow } from '../../db/repositories/chat';
import { createParticipantsRepository } from '../../db/repositories/participants';
import type { NewQueuedJob } from '../../db/repositories/queuedJobs';
import type { JobQueue } from '../../queue/jobQueue';
import type { AppDeps } from '../deps';
import { newId, type ChatServiceDeps } from './context';
import { createChatPublisher } from './live';
import { openPairRoom } from './pairRoom';

/*
 * The meeting messages of issue 12 (spec networking §3 types mreq…lses): the meetings flow queues
 * one in its own transaction (enqueueMeetingMessage, or meetingMessageJob for a statement of its
 * own), and the job queue's worker writes it into the two people's private room (made when they
 * have none) and publishes it, moments later (server/queue/jobQueue.ts). docs/chat.md "Meeting
 * messages" says which flow action writes which type.
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
  /** The message's id, chosen when it is queued: a job that runs twice writes it once. */
  id: string;
  /** When the action happened: the message's time. */
  at: number;
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

/** Writes the meeting message in `tx`; the sender has seen it (writeMessage). Null when it was written before. */
export async function writeMeetingMessage(
  tx: Db,
  input: MeetingMessage,
): Promise<WrittenMeetingMessage | null> {
  const { room, created } = await openPairRoom(
    tx,
    input.eventId,
    input.fromParticipantId,
    input.toParticipantId,
  );
  const message = await createChatRepository(tx).writeMessage({
    id: input.id,
    roomId: room.id,
    senderId: input.fromParticipantId,
    type: input.type,
    msg: normalizeChatText(input.message ?? '').slice(0, CHAT_MESSAGE_MAX_LENGTH),
    det: { invitationId: input.invitationId, meetingId: input.meetingId },
    sentAt: input.at,
  });
  if (message === null) return null;
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

const MEETING_MESSAGE_JOB = 'chatMeetingMessage';

/** The meeting message of an action, with its id and time, or null when the action writes none. */
export function meetingMessageOf(
  notice: UserNotificationType,
  fields: Omit<MeetingMessage, 'id' | 'type'>,
): MeetingMessage | null {
  const type = meetingMessageType(notice);
  return type === null ? null : { ...fields, type, id: newId() };
}

/** Queues the meeting message in the action's transaction `tx`. */
export async function enqueueMeetingMessage(queue: JobQueue, tx: Db, input: MeetingMessage): Promise<void> {
  await queue.enqueue(tx, MEETING_MESSAGE_JOB, input);
}

/** The job enqueueMeetingMessage writes, for an action that writes it in a statement of its own. */
export function meetingMessageJob(queue: JobQueue, input: MeetingMessage): NewQueuedJob {
  return queue.job(MEETING_MESSAGE_JOB, input);
}

/** Registers the worker's writing of queued meeting messages, once per app (./index.ts). */
export function handleMeetingMessages(deps: ChatServiceDeps & Pick<AppDeps, 'jobQueue'>): void {
  deps.jobQueue.handle(MEETING_MESSAGE_JOB, async (payload) => {
    // The queue hands back what enqueueMeetingMessage wrote, through JSON: the same shape.
    const input = payload as MeetingMessage;
    const written = await deps.database.db.transaction((tx: Db) => writeMeetingMessage(tx, input));
    if (written) await publishMeetingMessage(deps, written);
  });
}
