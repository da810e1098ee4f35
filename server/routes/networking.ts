import type { networkingRoutes } from '@shared/api/routes/networking';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The attendee directory and the viewer's tags (docs/networking.md "Directory"). */
export function networkingHandlers({ networking }: Services): AreaHandlers<typeof networkingRoutes> {
  return {
    participantSearch: async ({ body, user }) => networking.search(user.userId, body),
    participantCard: async ({ query, user }) => networking.card(user.userId, query),
    participantAdminDetails: async ({ query, user }) => networking.adminDetails(user.userId, query),
    participantTag: async ({ body, user }) => networking.tag(user.userId, body),
  };
}
