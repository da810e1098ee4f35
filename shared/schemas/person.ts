import { z } from 'zod';

/**
 * A person as cards show them: a session's speakers, moderators and translators, a meeting's
 * people, an invitation's other side. Its own file so sessions and invitations (whose agenda rows
 * and meetings refer to each other) both import it without an import cycle.
 */
export const sessionPerson = z.object({
  participantId: z.string(),
  name: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** URL of the user's profile photo, null when there is none. */
  profilePhoto: z.string().nullable(),
});
export type SessionPerson = z.infer<typeof sessionPerson>;
