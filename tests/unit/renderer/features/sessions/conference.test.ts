import { describe, expect, it } from 'vitest';
import { conferenceUrl, sessionRoomId } from '../../../../../renderer/src/features/sessions/conference';

/** DECISIONS 6: {base}/{roomId} with the session id and the rehearsal, moderator and popup flags. */
describe('conference window URL', () => {
  it('puts the room in the path and the flags in the query', () => {
    const url = new URL(
      conferenceUrl({
        base: 'https://meet.example.org/',
        roomId: sessionRoomId('e1', 's1'),
        sessionId: 's1',
        rehearsal: true,
        moderator: false,
        popup: true,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://meet.example.org/lanyard-e1-s1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionId: 's1',
      rehearsal: 'true',
      moderator: 'false',
      popup: 'true',
    });
  });

  it('adds a conference token only when there is one, and escapes the room', () => {
    const url = new URL(
      conferenceUrl({
        base: 'https://m.example',
        roomId: 'a b/c',
        sessionId: 's',
        rehearsal: false,
        moderator: true,
        popup: true,
        token: 't&1',
      }),
    );
    expect(url.pathname).toBe('/a%20b%2Fc');
    expect(url.searchParams.get('token')).toBe('t&1');
  });
});
