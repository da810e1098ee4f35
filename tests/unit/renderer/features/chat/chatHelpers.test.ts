import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { chatPath } from '../../../../../renderer/src/features/chat/chatPath';
import {
  contactVCard,
  maySaveContact,
  savedPhone,
} from '../../../../../renderer/src/features/chat/contactCard';
import { formatChatDay, withDaySeparators } from '../../../../../renderer/src/features/chat/days';
import { roomRows, roomWith } from '../../../../../renderer/src/features/chat/roomRows';
import {
  olderPageParam,
  shownMessages,
  threadView,
  withMessages,
  withSnapshot,
  type ThreadData,
} from '../../../../../renderer/src/features/chat/thread';
import { unreadTotal } from '../../../../../renderer/src/features/chat/unread';

const message = (id: string, seq: number, dt = seq * 1000): ChatMessage => ({
  id,
  roomId: 'r1',
  seq,
  dt,
  sndr: 'me',
  msg: id,
  type: 'text',
  det: null,
  deleted: false,
});

const person = (participantId: string, name: string) => ({
  participantId,
  name,
  surname: 'Doe',
  company: null,
  jobTitle: null,
  profilePhoto: null,
});

const room = (
  id: string,
  other: string,
  name: string,
  extra: Partial<ChatRoom['meta']> = {},
  unread = 0,
): ChatRoom => ({
  id,
  eventId: 'e1',
  type: 'private',
  name: '',
  meta: { members: ['me', other], lastMessageDate: 1000, pin: false, ...extra },
  members: [
    { ...person('me', 'Me'), fullName: 'Me Doe', lastSeenMessage: null, lastSeenSeq: null },
    { ...person(other, name), fullName: `${name} Doe`, lastSeenMessage: null, lastSeenSeq: null },
  ],
  lastMessage: null,
  countUnreadMessages: unread,
  clearedThroughSeq: null,
  me: 'me',
});

/** A room's thread (thread.ts) of these pages, newest first. */
const thread = (...pages: { messages: ChatMessage[]; more: boolean }[]): ThreadData => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : i)),
});

describe('history', () => {
  it('merges pages and live messages by id, the later copy winning, ordered by seq', () => {
    const deleted = { ...message('b', 2), deleted: true, msg: '' };
    const held = thread({ messages: [message('b', 2), message('c', 3)], more: false });
    expect(threadView(withMessages(held, [message('a', 1), deleted]), null).sent).toEqual([
      message('a', 1),
      deleted,
      message('c', 3),
    ]);
  });

  it('lets an older page decide whether more are left, the newest page keep it', () => {
    const newest = { messages: [message('c', 3)], more: true };
    expect(olderPageParam(thread(newest, { messages: [message('a', 1)], more: false }).pages)).toBe(
      undefined,
    );
    expect(
      olderPageParam(withSnapshot(thread(newest), { messages: [message('d', 4)], more: false }).pages),
    ).toBe(3);
    expect(withSnapshot(undefined, { messages: [], more: false })).toEqual(
      thread({ messages: [], more: false }),
    );
  });

  it('hides what I deleted the chat through', () => {
    expect(shownMessages([message('a', 1), message('b', 2)], 1)).toEqual([message('b', 2)]);
    expect(shownMessages([message('a', 1)], null)).toEqual([message('a', 1)]);
  });
});

describe('days', () => {
  const day = (iso: string) => Date.parse(iso);

  it('puts a separator before each day’s first message, in the reader’s zone, today marked', () => {
    const msgs = [
      message('a', 1, day('2026-11-23T22:30:00Z')), // 24 Nov in Istanbul
      message('b', 2, day('2026-11-24T08:00:00Z')),
      message('c', 3, day('2026-11-25T08:00:00Z')),
    ];
    const rows = withDaySeparators(msgs, (m) => m.id, day('2026-11-25T12:00:00Z'), 'Europe/Istanbul');
    expect(rows.map((r) => (r.kind === 'day' ? `${r.date}${r.today ? '*' : ''}` : r.key))).toEqual([
      '2026-11-24',
      'a',
      'b',
      '2026-11-25*',
      'c',
    ]);
  });

  it('writes a day as dd LLLL yyyy in the language', () => {
    expect(formatChatDay(day('2026-11-04T12:00:00Z'), 'UTC', 'en-GB')).toBe('04 November 2026');
    expect(formatChatDay(day('2026-11-04T12:00:00Z'), 'UTC', 'tr')).toBe('04 Kasım 2026');
  });
});

describe('contact card', () => {
  const card = {
    name: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 20 1234',
    company: 'Engines; Ltd',
    jobTitle: '',
    website: '',
  };

  it('may be saved only with a name and an e-mail', () => {
    expect(maySaveContact(card)).toBe(true);
    expect(maySaveContact({ ...card, email: ' ' })).toBe(false);
    expect(maySaveContact({ ...card, name: '' })).toBe(false);
  });

  it('is a vCard with the fields it has, the phone without plus signs', () => {
    expect(savedPhone('+90 (212) +1')).toBe('90 (212) 1');
    expect(contactVCard(card).split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      'ORG:Engines\\; Ltd',
      'EMAIL:ada@example.com',
      'TEL:44 20 1234',
      'END:VCARD',
      '',
    ]);
  });

  it('saves a web address as the URL, and never a stored website of another scheme', () => {
    const urlLines = (website: string) =>
      contactVCard({ ...card, website })
        .split('\r\n')
        .filter((l) => l.startsWith('URL'));
    expect(urlLines('https://ada.example/x')).toEqual(['URL:https://ada.example/x']);
    expect(urlLines('ada.example')).toEqual(['URL:https://ada.example']);
    for (const stored of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(urlLines(stored)).toEqual([]);
    }
  });
});

describe('room rows', () => {
  const draft = { eventId: 'e1', participantId: 'p9', firstMessage: 'hi', person: person('p9', 'Zed') };

  it('orders pinned rooms, then drafts, then by latest message (spec §4)', () => {
    const rows = roomRows(
      [
        room('old', 'p1', 'Ann', { lastMessageDate: 1000 }),
        room('new', 'p2', 'Bob', { lastMessageDate: 5000 }),
        room('pinned', 'p3', 'Cem', { lastMessageDate: 10, pin: true }),
      ],
      [draft],
      '',
    );
    expect(rows.map((r) => r.key)).toEqual(['pinned', 'draft-e1-p9', 'new', 'old']);
  });

  it('finds by the person’s name, folded; a draft whose pair has a room is the room', () => {
    const rooms = [room('r1', 'p1', 'Ömer'), room('r2', 'p2', 'Bob')];
    expect(roomRows(rooms, [], 'omer').map((r) => r.key)).toEqual(['r1']);
    expect(roomRows(rooms, [{ ...draft, participantId: 'p2' }], '').map((r) => r.key)).toEqual(['r1', 'r2']);
    expect(roomWith(rooms, 'e1', 'p2')?.id).toBe('r2');
    expect(roomWith(rooms, 'e2', 'p2')).toBeUndefined();
  });

  it('adds up the unread counts', () => {
    expect(unreadTotal([room('a', 'p1', 'A', {}, 2), room('b', 'p2', 'B', {}, 3)])).toBe(5);
  });
});

describe('chatPath', () => {
  it('opens a room, a person of an event, or the list', () => {
    expect(chatPath({ roomId: 'r1' })).toBe('/chat?room=r1');
    expect(chatPath({ eventId: 'e1', participantId: 'p1' })).toBe('/chat?event=e1&with=p1');
    expect(chatPath({})).toBe('/chat');
  });
});
