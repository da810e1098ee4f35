import type { ChatSettings } from '@shared/schemas/chat';
import { createChatRepository } from '../../db/repositories/chat';
import type { ChatServiceDeps } from './context';
import type { ChatPublisher } from './live';

/**
 * Read receipts (issue 12: a per-user privacy setting, as Matrix's private receipts): off, my seen
 * marks are left out of every room's meta, so others see single ticks on what they sent me; I
 * still see theirs.
 */
export function createChatSettings(deps: ChatServiceDeps, publisher: ChatPublisher) {
  const repo = createChatRepository(deps.database.db);
  return {
    async settings(userId: string): Promise<ChatSettings> {
      return { readReceipts: await repo.readReceipts(userId) };
    },

    /** Saves the setting and re-sends the meta of my rooms, whose members now see it. */
    async updateSettings(userId: string, body: ChatSettings): Promise<ChatSettings> {
      await repo.setReadReceipts(userId, body.readReceipts, deps.now());
      for (const { room } of await repo.roomsOf(userId)) {
        await publisher.meta(room);
      }
      return { readReceipts: body.readReceipts };
    },
  };
}
