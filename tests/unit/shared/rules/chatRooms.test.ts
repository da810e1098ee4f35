import { describe, expect, it } from 'vitest';
import {
  mayPin,
  readsAfter,
  orderChatRooms,
  tickState,
  type ChatListItem,
  type SeqMessage,
} from '@shared/rules/chatRooms';

const msg = (seq: number, sndr: string | null, deleted = false): SeqMessage =>
  Object.freeze({ seq, sndr, deleted });

describe('ticks (spec networking §4; read receipts, issue 12)', () => {
  it('is single while the other has not seen my message, double once they have', () => {
    expect(tickState(msg(20, 'ada'), 'ada', [10])).toBe('single');
    expect(tickState(msg(20, 'ada'), 'ada', [20])).toBe('double');
    expect(tickState(msg(20, 'ada'), 'ada', [50])).toBe('double');
  });

  it('stays single when the other keeps read receipts off (their seen state is null)', () => {
    expect(tickState(msg(20, 'ada'), 'ada', [null])).toBe('single');
  });

  it('needs every other member to have seen it, and has none on others’ messages', () => {
    expect(tickState(msg(20, 'ada'), 'ada', [20, 10])).toBe('single');
    expect(tickState(msg(20, 'ada'), 'ada', [])).toBe('single');
    expect(tickState(msg(10, 'bob'), 'ada', [50])).toBeNull();
  });
});

describe('pinning (spec networking §4)', () => {
  it('is not allowed while the room holds only a draft', () => {
    expect(mayPin(Object.freeze({ lastMessageDate: null }))).toBe(false);
    expect(mayPin(Object.freeze({ lastMessageDate: 1 }))).toBe(true);
  });
});

describe('room list order (spec networking §4)', () => {
  const item = (name: string, over: Partial<ChatListItem>) =>
    Object.freeze({
      name,
      pinned: false,
      hasDraft: false,
      lastMessageDate: null,
      searchOnly: false,
      ...over,
    });

  it('puts pinned first, then drafts, then by latest message, then search-only', () => {
    const items = Object.freeze([
      item('search', { searchOnly: true }),
      item('old', { lastMessageDate: 100 }),
      item('draft', { hasDraft: true }),
      item('new', { lastMessageDate: 300 }),
      item('pinnedOld', { pinned: true, lastMessageDate: 50 }),
      item('pinnedNew', { pinned: true, lastMessageDate: 200 }),
      item('empty', {}),
    ]);
    expect(orderChatRooms(items).map((i) => i.name)).toEqual([
      'pinnedNew',
      'pinnedOld',
      'draft',
      'new',
      'old',
      'empty',
      'search',
    ]);
  });

  it('keeps equal rows in the order they came', () => {
    const items = Object.freeze([item('a', { lastMessageDate: 1 }), item('b', { lastMessageDate: 1 })]);
    expect(orderChatRooms(items).map((i) => i.name)).toEqual(['a', 'b']);
  });
});

describe('readsAfter (issue 20: history from joining on)', () => {
  it('is the later of the delete-for-me marker and the joining mark, 0 for neither', () => {
    expect(readsAfter({ clearedThroughSeq: null, joinedAfterSeq: null })).toBe(0);
    expect(readsAfter({ clearedThroughSeq: 4, joinedAfterSeq: null })).toBe(4);
    expect(readsAfter({ clearedThroughSeq: 4, joinedAfterSeq: 9 })).toBe(9);
    expect(readsAfter({ clearedThroughSeq: 12, joinedAfterSeq: 9 })).toBe(12);
  });
});
