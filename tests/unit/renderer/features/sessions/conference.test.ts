import { describe, expect, it } from 'vitest';
import {
  conferenceRequest,
  conferenceWindowUrl,
} from '../../../../../renderer/src/features/sessions/conference';

/** DECISIONS 6: the button asks the server (ping) for the room; the server's URL is what opens. */
describe('conference window', () => {
  const conference = { kind: 'conference', rehearsal: true, moderator: false } as const;
  const link = { kind: 'externalLink', url: 'https://zoom.example/j/1' } as const;
  const none = { kind: 'none' } as const;

  it('asks ping for the flags of the target, and for nothing when the target opens nothing', () => {
    expect(conferenceRequest(conference)).toEqual({ rehearsal: true, asModerator: false });
    expect(conferenceRequest({ kind: 'conference', rehearsal: false, moderator: true })).toEqual({
      rehearsal: false,
      asModerator: true,
    });
    expect(conferenceRequest(link)).toEqual({ rehearsal: false, asModerator: false });
    expect(conferenceRequest(none)).toBeNull();
  });

  it('opens the server’s conference URL, the session’s own link as it is, or nothing', () => {
    const answer = { conferenceUrl: 'https://meet.example/lanyard-s1?token=t&sessionId=s1' };
    expect(conferenceWindowUrl(conference, answer)).toBe(answer.conferenceUrl);
    expect(conferenceWindowUrl(conference, { conferenceUrl: null })).toBeNull();
    expect(conferenceWindowUrl(conference, null)).toBeNull();
    expect(conferenceWindowUrl(link, null)).toBe(link.url);
    expect(conferenceWindowUrl(none, answer)).toBeNull();
  });
});
