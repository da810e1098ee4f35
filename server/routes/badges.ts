import type { badgeRoutes } from '@shared/api/routes/badges';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** Badge templates, the badge digest and the printed flag (docs/badges.md). */
export function badgeHandlers({ badges }: Services): AreaHandlers<typeof badgeRoutes> {
  return {
    badgeList: async ({ query, user }) => badges.list(user.userId, query.eventId),
    badgeGet: async ({ query, user }) => badges.get(user.userId, query),
    badgeSave: async ({ body, user }) => badges.save(user.userId, body),
    badgeDelete: async ({ query, user }) => badges.remove(user.userId, query),
    digestTemplate: async ({ body, user }) => badges.digest(user.userId, body),
    participantBadge: async ({ query, user }) => badges.participantBadge(user.userId, query),
    badgePrinted: async ({ body, user }) => badges.markPrinted(user.userId, body),
  };
}
