import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@shared/schemas/user';
import { fakeLocalStorage } from './fakeSession';

vi.mock('../../../../../renderer/src/features/auth', async () => (await import('./fakeSession')).fakeAuth());
vi.mock('../../../../../renderer/src/features/chat/api', () => ({}));
const held = fakeLocalStorage();
const { useSession } = await import('../../../../../renderer/src/features/auth');
const { useDrafts } = await import('../../../../../renderer/src/features/chat/drafts');
const { addPending, allPending } = await import('../../../../../renderer/src/features/chat/pending');

const signIn = (id: string | null) =>
  useSession.setState(
    id ? { status: 'loggedIn', profile: { id } as UserProfile } : { status: 'loggedOut', profile: null },
  );
const ada = {
  participantId: 'p1',
  name: 'Ada',
  surname: 'Lovelace',
  company: null,
  jobTitle: null,
  profilePhoto: null,
};
const stored = (key: string): unknown => JSON.parse(held.get(key) ?? 'null');

beforeEach(() => {
  signIn(null);
  held.clear();
});

describe('drafts kept per signed-in user (docs/chat.md Renderer)', () => {
  it('survive a reload for their user only; another account on the browser never sees them', () => {
    signIn('u1');
    useDrafts.getState().open('e1', ada);
    useDrafts.getState().type('e1', 'p1', 'Hello Ada');
    expect(stored('lanyard.chat.drafts.u1')).toMatchObject({
      state: { drafts: { 'e1/p1': { firstMessage: 'Hello Ada', person: ada } } },
    });

    signIn('u2');
    expect(useDrafts.getState().drafts).toEqual({});
    useDrafts.getState().open('e1', ada);
    // An empty draft is not worth keeping: its address opens it again.
    expect(stored('lanyard.chat.drafts.u2')).toEqual({ state: { drafts: {} }, version: 0 });

    signIn(null);
    expect(useDrafts.getState().drafts).toEqual({});
    signIn('u1');
    expect(useDrafts.getState().drafts['e1/p1']?.firstMessage).toBe('Hello Ada');
  });

  it('falls back to none when what is stored is not a draft list', () => {
    held.set(
      'lanyard.chat.drafts.u3',
      JSON.stringify({ state: { drafts: { x: { eventId: 1 } } }, version: 0 }),
    );
    signIn('u3');
    expect(useDrafts.getState().drafts).toEqual({});
  });
});

describe('messages on their way kept per signed-in user (the outbox’s stored form)', () => {
  it('brings back a message that was on its way as failed, for Retry with the same id', () => {
    signIn('u1');
    const base = { roomId: 'r1', eventId: 'e1', participantId: 'p1', msg: 'hi', dt: 1 };
    addPending({ ...base, id: 'm1', state: 'sending' });
    addPending({ ...base, id: 'm2', state: 'waiting' });
    addPending({ ...base, id: 'm3', state: 'failed', error: new Error('refused') });
    expect(stored('lanyard.chat.outbox.u1')).toEqual({
      state: {
        items: [
          { ...base, id: 'm1', state: 'failed' },
          { ...base, id: 'm2', state: 'waiting' },
          { ...base, id: 'm3', state: 'failed' },
        ],
      },
      version: 0,
    });

    signIn('u2');
    expect(allPending()).toEqual([]);
    expect(held.has('lanyard.chat.outbox.u2')).toBe(false);

    signIn('u1');
    expect(allPending().map((i) => [i.id, i.state, i.error])).toEqual([
      ['m1', 'failed', undefined],
      ['m2', 'waiting', undefined],
      ['m3', 'failed', undefined],
    ]);
  });

  it('writes nothing while no one is signed in', () => {
    addPending({
      id: 'm9',
      roomId: 'r1',
      eventId: 'e1',
      participantId: 'p1',
      msg: 'x',
      dt: 1,
      state: 'waiting',
    });
    expect([...held.keys()]).toEqual([]);
  });
});
