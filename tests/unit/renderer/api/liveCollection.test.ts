import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { applyChildChange, collectionChange } from '../../../../renderer/src/api/liveCollection';

const message = (id: string, seq: number): ChatMessage => ({
  id,
  roomId: 'r1',
  seq,
  dt: 1_700_000_000_000 + seq,
  sndr: 'p1',
  msg: `text ${seq}`,
  type: 'text',
  det: null,
  deleted: false,
});

describe('collectionChange', () => {
  it('reads a snapshot with the topic payload, and a child added or changed as an upsert', () => {
    const page = { messages: [message('a', 1)], more: false };
    expect(collectionChange('roomMessages', { type: 'snapshot', topic: 't', value: page })).toEqual({
      type: 'snapshot',
      value: page,
    });
    for (const type of ['child_added', 'child_changed'] as const)
      expect(
        collectionChange('roomMessages', { type, topic: 't', key: 'b', value: message('b', 2) }),
      ).toEqual({
        type: 'upsert',
        key: 'b',
        value: message('b', 2),
      });
  });

  it('reads a removal by key, and drops what does not parse or is not content', () => {
    expect(collectionChange('userRooms', { type: 'child_removed', topic: 't', key: 'r1' })).toEqual({
      type: 'remove',
      key: 'r1',
    });
    expect(
      collectionChange('roomMessages', { type: 'child_added', topic: 't', key: 'x', value: { id: 'x' } }),
    ).toBeNull();
    expect(collectionChange('userRooms', { type: 'ready', userId: 'u' })).toBeNull();
    expect(
      collectionChange('userRooms', {
        type: 'error',
        topic: 't',
        errorCode: 'MST-00404',
        errorMessage: 'no',
      }),
    ).toBeNull();
  });
});

describe('applyChildChange', () => {
  const keyOf = (m: ChatMessage) => m.id;
  const list = [message('a', 1), message('b', 2)];

  it('replaces a child in place, or adds a new one at the end', () => {
    const changed = { ...message('a', 1), deleted: true };
    expect(applyChildChange(list, { type: 'upsert', key: 'a', value: changed }, keyOf)).toEqual([
      changed,
      message('b', 2),
    ]);
    expect(applyChildChange(list, { type: 'upsert', key: 'c', value: message('c', 3) }, keyOf)).toEqual([
      ...list,
      message('c', 3),
    ]);
  });

  it('removes a child by key; an unknown key changes nothing', () => {
    expect(applyChildChange(list, { type: 'remove', key: 'a' }, keyOf)).toEqual([message('b', 2)]);
    expect(applyChildChange(list, { type: 'remove', key: 'z' }, keyOf)).toEqual(list);
  });
});
