import type { profileRoutes } from '@shared/api/routes/profiles';
import type { AreaHandlers } from '../http/route';
import type { Services } from '../services';

/** The own participant profile per event and the speakers (docs/networking.md "Profile, photo and speakers"). */
export function profileHandlers({ profiles, speakers }: Services): AreaHandlers<typeof profileRoutes> {
  return {
    participantProfileGet: ({ user, query }) => profiles.get(user.userId, query.eventId),
    participantProfilePut: ({ user, body }) => profiles.save(user.userId, body),
    speakerList: ({ user, query }) => speakers.list(user.userId, query.eventId),
  };
}
