import type { ChatServiceDeps } from './context';
import { createChatPublisher } from './live';
import { publishMeetingMessage, type WrittenMeetingMessage } from './meetingMessages';
import { createMessageActions } from './messages';
import { createRoomActions } from './rooms';
import { createChatSettings } from './settings';

export type { ChatServiceDeps } from './context';
export {
  meetingMessageType,
  publishMeetingMessage,
  writeMeetingMessage,
  type MeetingMessage,
  type WrittenMeetingMessage,
} from './meetingMessages';

/**
 * Chat (spec networking §3–§9; issue 12; docs/chat.md): private rooms of an event's participants,
 * their messages, seen marks, pins and deletes, the read-receipts setting, and the realtime pushes.
 * Every action answers only a member of the room (DECISIONS 20).
 */
export function createChatService(deps: ChatServiceDeps) {
  const publisher = createChatPublisher(deps);
  return {
    ...createRoomActions(deps, publisher),
    ...createMessageActions(deps, publisher),
    ...createChatSettings(deps, publisher),
    /** publishMeetingMessage with this service's deps (the meetings flow may use its own). */
    publishMeetingMessage: (written: WrittenMeetingMessage) => publishMeetingMessage(deps, written),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
