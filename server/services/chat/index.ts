import { createChatPublisher } from './live';
import type { ChatServiceDeps } from './context';
import { createMessageActions } from './messages';
import { createRoomActions } from './rooms';
import { createChatSettings } from './settings';

export type { ChatServiceDeps } from './context';
export {
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
  };
}

export type ChatService = ReturnType<typeof createChatService>;
