import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { addedNote } from '../../../../../renderer/src/features/chat/addedNote';

/** A stand-in for i18next's t that shows the key and its values, so the choice of words is what is checked. */
const t = (key: string, values: Record<string, string> = {}) =>
  [key, ...Object.entries(values).map(([k, v]) => `${k}=${v}`)].join(' ');

const note = (sndr: string, added: { participantId: string; fullName: string }[]): ChatMessage => ({
  id: 'm1',
  roomId: 'r1',
  seq: 3,
  dt: 0,
  sndr,
  msg: '',
  type: 'added',
  det: { by: 'Ayşe Yılmaz', added },
  deleted: false,
});

describe('the note of who was added (issue 20)', () => {
  it('names who added whom for the others', () => {
    expect(addedNote(note('p1', [{ participantId: 'p3', fullName: 'Mehmet Kaya' }]), 'p2', t, 'en')).toBe(
      'chat.added.byOther by=Ayşe Yılmaz names=Mehmet Kaya',
    );
  });

  it('says "you" to the one who added and to the one added, and lists several in the reader’s language', () => {
    const two = note('p1', [
      { participantId: 'p3', fullName: 'Mehmet Kaya' },
      { participantId: 'p4', fullName: 'Zoe' },
    ]);
    expect(addedNote(two, 'p1', t, 'en')).toBe('chat.added.byMe names=Mehmet Kaya and Zoe');
    expect(addedNote(two, 'p4', t, 'tr')).toBe(
      'chat.added.byOther by=Ayşe Yılmaz names=Mehmet Kaya ve chat.added.you',
    );
  });

  it('has nothing to say for details that do not parse, and a word for a blank name', () => {
    expect(addedNote({ ...note('p1', []), det: null }, 'p2', t, 'en')).toBeNull();
    expect(addedNote(note('p1', [{ participantId: 'p3', fullName: ' ' }]), 'p2', t, 'en')).toBe(
      'chat.added.byOther by=Ayşe Yılmaz names=chat.added.unknown',
    );
  });
});
