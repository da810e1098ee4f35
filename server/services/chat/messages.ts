import type { z } from 'zod';
import { CHAT_PAGE_SIZE } from '@shared/constants';
import { readsAfter } from '@shared/rules/chatRooms';
import type {
  ChatMessage,
  ChatMessagePage,
  chatHistoryQuery,
  deleteChatMessageBody,
  sendChatMessageBody,
  shareChatContactBody,
} from '@shared/schemas/chat';
import { createChatRepository, type NewChatMessage } from '../../db/repositories/chat';
import { appError, conflict, notFound } from '../../http/errors';
import { messageCard, messagePage } from './cards';
import { newId, requireMember, type ChatServiceDeps } from './context';
import type { ChatPublisher } from './live';

/** Types a member may delete: their own sent text and contacts (spec networking §6), not meeting messages. */
const DELETABLE: ReadonlySet<string> = new Set(['text', 'contact']);

/** Messages: send, share a contact, delete my own, and history pages (spec networking §4, §5, §9). */
export function createMessageActions(deps: ChatServiceDeps, publisher: ChatPublisher) {
  const { database, access, now } = deps;
  const repo = createChatRepository(database.db);

  /**
   * Stores my message in a room I am in and moves my seen mark to it, in one statement that also
   * answers the room's state for the pushes (lanyard_chat_send; docs/chat.md "Sending"). A client
   * id already stored answers that message when it is my message in this room (a retry), 409 otherwise.
   */
  async function send(
    userId: string,
    roomId: string,
    id: string | undefined,
    content: Pick<NewChatMessage, 'type' | 'msg' | 'det'>,
  ): Promise<ChatMessage> {
    const sent = await repo.send(userId, roomId, { id: id ?? newId(), sentAt: now(), ...content });
    if (sent === null) throw notFound('Chat room', 'roomId');
    if ('earlier' in sent) {
      const { earlier } = sent;
      if (earlier.roomId === roomId && earlier.senderId === sent.member) return messageCard(earlier);
      throw conflict('StateConflict', 'This message id is taken', { field: 'id' });
    }
    await publisher.message(sent.message, 'child_added', { state: sent.state });
    return messageCard(sent.message);
  }

  return {
    /** POST /v1/chat/message: a text message (normalized by its schema). */
    sendText: (userId: string, body: z.output<typeof sendChatMessageBody>) =>
      send(userId, body.roomId, body.id, { type: 'text', msg: body.msg, det: null }),

    /** POST /v1/chat/contact: a shared contact card (type contact). */
    shareContact: (userId: string, body: z.output<typeof shareChatContactBody>) =>
      send(userId, body.roomId, body.id, { type: 'contact', msg: '', det: body.contact }),

    /**
     * DELETE /v1/chat/message: my own text or contact keeps its place, emptied and marked deleted
     * (spec §4); another's message or a meeting message: 403 MST-00151. Deleting twice is a no-op.
     */
    async deleteMessage(userId: string, body: z.output<typeof deleteChatMessageBody>): Promise<ChatMessage> {
      const { room, member } = await requireMember(access, repo, userId, body.roomId);
      const message = await repo.message(body.messageId);
      if (message === null || message.roomId !== room.id) throw notFound('Message', 'messageId');
      if (message.deleted) return messageCard(message);
      if (message.senderId !== member.participantId || !DELETABLE.has(message.type)) {
        throw appError('ChatNotOwnMessage', 'Only your own messages can be deleted', { field: 'messageId' });
      }
      const deleted = await repo.markDeleted(message.id);
      await publisher.message(deleted, 'child_changed');
      return messageCard(deleted);
    },

    /**
     * GET /v1/chat/messages: 20 messages, oldest first — the newest, or those before `before`;
     * never those written before I joined (issue 20) or that I deleted the chat through
     * (`readsAfter`). `more` while a full page came (spec §4: older ones load on scroll until fewer
     * than a page return).
     */
    async history(userId: string, query: z.output<typeof chatHistoryQuery>): Promise<ChatMessagePage> {
      const { room, member } = await requireMember(access, repo, userId, query.roomId);
      return messagePage(await repo.page(room.id, query.before ?? null, readsAfter(member), CHAT_PAGE_SIZE));
    },
  };
}
