import { z } from 'zod';
import * as chat from '../../schemas/chat';
import { route, type RouteMap } from './contract';

/**
 * Chat (spec networking §4, §7 `/chat/room`, `/chat/room/member`; issue 12; docs/chat.md). The
 * spec shows only room creation and the member calls; sending, history, seen, pin, the deletes and
 * the read-receipts setting are "not shown": ours are the other /v1/chat/… routes. Every route
 * answers only a member of the room (DECISIONS 20); anyone else gets the same 404 as for no room.
 */
export const chatRoutes = {
  chatRoomCreate: route({
    method: 'POST',
    path: '/v1/chat/room',
    auth: 'user',
    access: 'event.member',
    summary:
      'Open a private room with another participant of the event, with the first message (the existing room of the pair when there is one)',
    body: chat.createChatRoomBody,
    response: chat.createChatRoomResult,
  }),
  chatRoomMembersAdd: route({
    method: 'POST',
    path: '/v1/chat/room/member',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Add participants of the event to a room I am in',
    body: chat.chatRoomMembersBody,
    response: chat.chatRoom,
  }),
  chatRoomMembersRemove: route({
    method: 'DELETE',
    path: '/v1/chat/room/member',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Remove members from a room I am in (myself included: I leave it)',
    body: chat.chatRoomMembersBody,
    response: chat.chatRoomMembersResult,
  }),
  chatRooms: route({
    method: 'GET',
    path: '/v1/chat/rooms',
    auth: 'user',
    access: 'signedIn',
    summary:
      'My rooms (one event or all) with members, last message and unread count: pinned first, then by latest message',
    query: chat.chatRoomListQuery,
    response: z.array(chat.chatRoom),
  }),
  chatRoom: route({
    method: 'GET',
    path: '/v1/chat/room',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'One room I am in',
    query: chat.chatRoomQuery,
    response: chat.chatRoom,
  }),
  chatMessages: route({
    method: 'GET',
    path: '/v1/chat/messages',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'A page of 20 messages of a room I am in, oldest first: the newest, or those before a seq',
    query: chat.chatHistoryQuery,
    response: chat.chatMessagePage,
  }),
  chatMessageSend: route({
    method: 'POST',
    path: '/v1/chat/message',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Send a text message (trimmed, blank lines collapsed; a client id makes a retry safe)',
    body: chat.sendChatMessageBody,
    response: chat.chatMessage,
  }),
  chatContactShare: route({
    method: 'POST',
    path: '/v1/chat/contact',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Share a contact card in a room (a message of type contact)',
    body: chat.shareChatContactBody,
    response: chat.chatMessage,
  }),
  chatMessageDelete: route({
    method: 'DELETE',
    path: '/v1/chat/message',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Delete my own message: it keeps its place, emptied and marked deleted',
    body: chat.deleteChatMessageBody,
    response: chat.chatMessage,
  }),
  chatSeen: route({
    method: 'POST',
    path: '/v1/chat/seen',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'I have seen the room up to this message (never moves back)',
    body: chat.chatSeenBody,
    response: chat.chatRoom,
  }),
  chatPin: route({
    method: 'POST',
    path: '/v1/chat/pin',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Pin or unpin a room for myself (not while it holds no message)',
    body: chat.chatPinBody,
    response: chat.chatRoom,
  }),
  chatDelete: route({
    method: 'DELETE',
    path: '/v1/chat/room',
    auth: 'user',
    access: 'chatRoom.member',
    summary: 'Delete the chat for myself: it leaves my list until a newer message comes',
    body: chat.deleteChatBody,
    response: chat.deletedChat,
  }),
  chatSettings: route({
    method: 'GET',
    path: '/v1/chat/settings',
    auth: 'user',
    access: 'user.self',
    summary: 'My chat settings (read receipts)',
    response: chat.chatSettings,
  }),
  chatSettingsUpdate: route({
    method: 'PUT',
    path: '/v1/chat/settings',
    auth: 'user',
    access: 'user.self',
    summary: 'Turn my read receipts on or off (off: others see single ticks only)',
    body: chat.chatSettings,
    response: chat.chatSettings,
  }),
} as const satisfies RouteMap;
