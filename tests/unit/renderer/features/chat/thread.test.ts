import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import {
  changePending,
  isLoaded,
  olderPageParam,
  onlyPending,
  threadView,
  withHeld,
  withMessages,
  withPending,
  withSnapshot,
  type PendingMessage,
  type ThreadData,
} from '../../../../../renderer/src/features/chat/thread';

/** The pure pieces of one conversation's store (docs/chat.md, Renderer: one keyed store). */

const sent = (id: string, seq: number): ChatMessage => ({
  id,
  roomId: 'r1',
  seq,
  dt: seq * 1000,
  sndr: 'me',
  msg: id,
  type: 'text',
  det: null,
  deleted: false,
});
const pending = (id: string, state: PendingMessage['state'] = 'sending'): PendingMessage => ({
  id,
  roomId: 'r1',
  eventId: 'e1',
  participantId: 'p1',
  msg: id,
  dt: 9_000,
  state,
});
const loaded = (...messages: (ChatMessage | PendingMessage)[]): ThreadData => ({
  pages: [{ messages, more: true }],
  pageParams: [null],
});

describe('a thread: sent and pending messages in one keyed store', () => {
  it('turns a pending message into the sent one by the client id, in its place, never both', () => {
    const data = loaded(sent('a', 1), pending('x'));
    const after = withMessages(data, [sent('x', 2)]);
    expect(after?.pages[0]?.messages).toEqual([sent('a', 1), sent('x', 2)]);
    expect(threadView(after, null)).toEqual({ sent: [sent('a', 1), sent('x', 2)], pending: [] });
  });

  it('dedupes by id whatever brings the message: the topic’s snapshot, a live child, the send’s answer', () => {
    let data: ThreadData | undefined = loaded(sent('a', 1), pending('x'));
    data = withSnapshot(data, { messages: [sent('a', 1), sent('x', 2)], more: false });
    data = withMessages(data, [sent('x', 2)]);
    data = withMessages(data, [sent('x', 2)]);
    expect(data?.pages.flatMap((p) => p.messages.map((m) => m.id))).toEqual(['a', 'x']);
    expect(threadView(data, null).pending).toEqual([]);
  });

  it('a pending message’s state changes; a sent message of that id is left as it is', () => {
    const data = loaded(pending('x'), sent('y', 2));
    expect(threadView(changePending(data, 'x', { state: 'waiting' }), null).pending[0]?.state).toBe(
      'waiting',
    );
    expect(changePending(data, 'y', { state: 'failed' })?.pages[0]?.messages[1]).toEqual(sent('y', 2));
  });

  it('the newest page as asked keeps what is on its way and what the topic brought meanwhile', () => {
    const held = loaded(sent('a', 1), sent('c', 3), pending('x'), pending('y'));
    // The server stored x (seq 2) meanwhile; c came live after the page was read.
    const page = withHeld({ messages: [sent('a', 1), sent('x', 2)], more: false }, held);
    expect(page).toEqual({
      messages: [sent('a', 1), sent('x', 2), sent('c', 3), pending('y')],
      more: false,
    });
    expect(threadView({ pages: [page], pageParams: [null] }, null)).toEqual({
      sent: [sent('a', 1), sent('x', 2), sent('c', 3)],
      pending: [pending('y')],
    });
  });

  it('merges pages newest first into one list ordered by seq; older pages are asked before the oldest seq', () => {
    const data: ThreadData = {
      pages: [
        { messages: [sent('c', 30), sent('d', 40), pending('x')], more: true },
        { messages: [sent('a', 10), sent('b', 20)], more: true },
      ],
      pageParams: [null, 30],
    };
    expect(threadView(data, null).sent.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(threadView(data, 20).sent.map((m) => m.id)).toEqual(['c', 'd']);
    expect(olderPageParam(data.pages)).toBe(10);
  });

  it('a thread not loaded yet holds what is on its way, and loads with the first page or snapshot', () => {
    const held = withPending(undefined, pending('x', 'waiting'));
    expect(isLoaded(held)).toBe(false);
    expect(olderPageParam(held.pages)).toBe(undefined);
    expect(threadView(held, null).pending).toEqual([pending('x', 'waiting')]);
    const snapshot = withSnapshot(held, { messages: [sent('a', 1)], more: true });
    expect(isLoaded(snapshot)).toBe(true);
    expect(threadView(snapshot, null)).toEqual({ sent: [sent('a', 1)], pending: [pending('x', 'waiting')] });
  });

  it('a chat deleted for me keeps only what is on its way, or nothing', () => {
    expect(onlyPending(loaded(sent('a', 1), pending('x')))).toEqual({
      pages: [{ messages: [pending('x')], more: false, held: true }],
      pageParams: [null],
    });
    expect(onlyPending(loaded(sent('a', 1)))).toBe(undefined);
  });
});
