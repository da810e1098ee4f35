import { describe, expect, it, vi } from 'vitest';
import type { ChatRoom } from '@shared/schemas/chat';
import type { EventDetails, EventSummary } from '@shared/schemas/event';
import { aCard, aType } from '../networking/builders';

vi.mock('../../../../../renderer/src/features/auth', async () => (await import('./fakeSession')).fakeAuth());
const { roomRows, rowPath } = await import('../../../../../renderer/src/features/chat/roomRows');
const { searchEventIds, searchOnlyRows } =
  await import('../../../../../renderer/src/features/chat/searchRows');

const anEvent = (id: string, restricted = false) =>
  ({
    id,
    restricted,
    participantTypes: [aType('attendee', ['attendee']), aType('speaker', [])],
    me: {
      participantId: 'me',
      typeId: 'attendee',
      organizer: false,
      checkInAdmin: false,
      boothId: null,
      rights: [],
    },
  }) as unknown as EventDetails;

const summary = (id: string, over: Partial<EventSummary> = {}) =>
  ({ id, participantId: 'me', isFinished: false, ...over }) as EventSummary;

const member = (participantId: string, name: string) => ({
  participantId,
  name,
  surname: 'Doe',
  company: null,
  jobTitle: null,
  profilePhoto: null,
  fullName: `${name} Doe`,
  lastSeenMessage: null,
  lastSeenSeq: null,
});

const room = (
  id: string,
  eventId: string,
  other: string,
  name: string,
  lastMessageDate = 1000,
): ChatRoom => ({
  id,
  eventId,
  type: 'private',
  name: '',
  meta: { members: ['me', other], lastMessageDate, pin: false },
  members: [member('me', 'Me'), member(other, name)],
  lastMessage: null,
  countUnreadMessages: 0,
  clearedThroughSeq: null,
  me: 'me',
});

describe('the events the room search looks in', () => {
  it('takes my events that have not finished and the events of my rooms, once each', () => {
    const mine = [
      summary('live'),
      summary('done', { isFinished: true }),
      summary('notIn', { participantId: null }),
      summary('talked', { isFinished: true }),
    ];
    expect(
      searchEventIds(mine, [room('r1', 'talked', 'p1', 'Ann'), room('r2', 'live', 'p2', 'Bob')]),
    ).toEqual(['live', 'talked']);
  });
});

describe('search-only rows (spec networking §4)', () => {
  const found = [
    {
      event: anEvent('e1'),
      people: [
        aCard({ id: 'me', name: 'Me' }),
        aCard({ id: 'p1', name: 'Ann' }),
        aCard({ id: 'p2', name: 'Ada', company: 'Analytical' }),
        aCard({ id: 'p3', name: 'Alan' }),
        aCard({ id: 'p4', name: 'Aki', userId: null }),
      ],
    },
    {
      event: anEvent('e2', true),
      people: [aCard({ id: 'q1', name: 'Aya', typeId: 'speaker' }), aCard({ id: 'q2', name: 'Avi' })],
    },
  ];
  const rooms = [room('r1', 'e1', 'p1', 'Ann')];
  const drafts = [{ eventId: 'e1', participantId: 'p3', firstMessage: 'hi', person: member('p3', 'Alan') }];

  it('lists whom the directory found and I may chat with, who have neither a room nor a draft with me', () => {
    const rows = searchOnlyRows(found, rooms, drafts);
    // Not myself (self), not Ann (a room), not Alan (a draft), not Aki (not signed up yet), not a
    // type my type may not address.
    expect(rows.map((r) => r.key)).toEqual(['search-e1-p2', 'search-e2-q2']);
    expect(rows[0]).toMatchObject({
      eventId: 'e1',
      room: null,
      draft: null,
      searchOnly: true,
      person: { participantId: 'p2', name: 'Ada', company: 'Analytical' },
    });
    expect(rowPath(rows[0]!)).toBe('/chat?event=e1&with=p2');
  });

  it('come after my rooms and drafts, and only while something is searched', () => {
    const searched = searchOnlyRows(found, rooms, drafts);
    const withRooms = [...rooms, room('r2', 'e1', 'p9', 'Alba', 5000)];
    expect(roomRows(withRooms, drafts, 'a', searched).map((r) => r.key)).toEqual([
      'draft-e1-p3',
      'r2',
      'r1',
      'search-e1-p2',
      'search-e2-q2',
    ]);
    expect(roomRows(withRooms, drafts, ' ', searched).map((r) => r.key)).toEqual(['draft-e1-p3', 'r2', 'r1']);
    expect(rowPath(roomRows(withRooms, [], '', [])[0]!)).toBe('/chat?room=r2');
  });
});
