import type { chatRoutes } from '@shared/api/routes/chat';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** Chat: rooms, members, messages, seen, pin, deletes and the read-receipts setting (docs/chat.md). */
export function chatHandlers({ chat }: Services): AreaHandlers<typeof chatRoutes> {
  return {
    chatRoomCreate: async ({ body, user }) => chat.create(user.userId, body),
    chatRoomMembersAdd: async ({ body, user }) => chat.addMembers(user.userId, body),
    chatRoomMembersRemove: async ({ body, user }) => chat.removeMembers(user.userId, body),
    chatRooms: async ({ query, user }) => chat.list(user.userId, query),
    chatRoom: async ({ query, user }) => chat.get(user.userId, query.roomId),
    chatMessages: async ({ query, user }) => chat.history(user.userId, query),
    chatMessageSend: async ({ body, user }) => chat.sendText(user.userId, body),
    chatContactShare: async ({ body, user }) => chat.shareContact(user.userId, body),
    chatMessageDelete: async ({ body, user }) => chat.deleteMessage(user.userId, body),
    chatSeen: async ({ body, user }) => chat.seen(user.userId, body),
    chatPin: async ({ body, user }) => chat.pin(user.userId, body),
    chatDelete: async ({ body, user }) => chat.deleteForMe(user.userId, body.roomId),
    chatSettings: async ({ user }) => chat.settings(user.userId),
    chatSettingsUpdate: async ({ body, user }) => chat.updateSettings(user.userId, body),
  };
}
