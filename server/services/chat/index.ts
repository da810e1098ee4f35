import type { AppDeps } from '../deps';
import type { ChatServiceDeps } from './context';
import { createChatPublisher } from './live';
import { handleMeetingMessages } from './meetingMessages';
import { createMessageActions } from './messages';
import { createRoomActions } from './rooms';
import { createChatSettings } from './settings';

export type { ChatServiceDeps } from './context';
export {
  enqueueMeetingMessage,
  meetingMessageJob,
  meetingMessageOf,
  meetingMessageType,
  writeMeetingMessage,
  type MeetingMessage,
} from './meetingMessages';

/**
 * Chat (spec networking §3–§9; issue 12; docs/chat.md): private rooms of an event's participants,
 * their messages, seen marks, pins and deletes, the read-receipts setting, and the realtime pushes.
 * Every action answers only a member of the room (DECISIONS 20).
 */
export function createChatService(deps: ChatServiceDeps & Pick<AppDeps, 'jobQueue'>) {
  const publisher = createChatPublisher(deps);
  handleMeetingMessages(deps);
  return {
    ...createRoomActions(deps, publisher),
    ...createMessageActions(deps, publisher),
    ...createChatSettings(deps, publisher),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
