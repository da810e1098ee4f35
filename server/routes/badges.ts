import type { FastifyInstance } from 'fastify';
import { handle } from '../http/route';
import type { Services } from '../services';

/** Badge templates, the badge digest and the printed flag (docs/badges.md). */
export function badgeRoutes(app: FastifyInstance, services: Services): void {
  handle(app, 'badgeList', async ({ query, user }) => services.badges.list(user.userId, query.eventId));
  handle(app, 'badgeGet', async ({ query, user }) => services.badges.get(user.userId, query));
  handle(app, 'badgeSave', async ({ body, user }) => services.badges.save(user.userId, body));
  handle(app, 'badgeDelete', async ({ query, user }) => services.badges.remove(user.userId, query));
  handle(app, 'digestTemplate', async ({ body, user }) => services.badges.digest(user.userId, body));
  handle(app, 'participantBadge', async ({ query, user }) =>
    services.badges.participantBadge(user.userId, query),
  );
  handle(app, 'badgePrinted', async ({ body, user }) => services.badges.markPrinted(user.userId, body));
}
