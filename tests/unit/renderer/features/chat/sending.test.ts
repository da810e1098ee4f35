import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { ApiCallError } from '../../../../../renderer/src/api/errors';

const api = vi.hoisted(() => ({
  openRoom: vi.fn(),
  sendMessage: vi.fn(),
  shareContact: vi.fn(),
  putRoom: vi.fn(),
}));
// The calls are faked; the cache writes (putMessage into a thread) are the real ones.
vi.mock('../../../../../renderer/src/features/chat/api', async (original) => ({
  ...(await original<object>()),
  ...api,
}));
vi.mock('../../../../../renderer/src/features/auth', async () => (await import('./fakeSession')).fakeAuth());

const { queryClient } = await import('../../../../../renderer/src/api/queryClient');
const { chatKeys } = await import('../../../../../renderer/src/features/chat/roomsQuery');
const { allPending } = await import('../../../../../renderer/src/features/chat/pending');
const { retry, send, sendWaiting } = await import('../../../../../renderer/src/features/chat/sending');
const { threadView } = await import('../../../../../renderer/src/features/chat/thread');
const { draftOf, useDrafts } = await import('../../../../../renderer/src/features/chat/drafts');

const online = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });
const stored = (id: string, roomId: string, msg: string): ChatMessage => ({
  id,
  roomId,
  seq: 1,
  dt: 1,
  sndr: 'me',
  msg,
  type: 'text',
  det: null,
  deleted: false,
});
const items = () => allPending();
const sentIn = (roomId: string) => threadView(queryClient.getQueryData(chatKeys.thread(roomId)), null).sent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const toR1 = { roomId: 'r1', eventId: 'e1', participantId: 'p1' };

beforeEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
  api.sendMessage.mockImplementation((roomId: string, msg: string, id: string) =>
    Promise.resolve(stored(id, roomId, msg)),
  );
});

describe('sending', () => {
  it('sends with a client id; the stored message takes its place in its room and none is left on its way', async () => {
    online(true);
    void send(toR1, { msg: 'hello' });
    const id = items()[0]!.id;
    expect(items()[0]!.state).toBe('sending');
    await settle();
    expect(api.sendMessage).toHaveBeenCalledWith('r1', 'hello', id);
    expect(sentIn('r1')).toEqual([stored(id, 'r1', 'hello')]);
    expect(items()).toEqual([]);
  });

  it('opens the draft’s room first, then sends into it; the draft hands over to the room emptied', async () => {
    online(true);
    const person = {
      participantId: 'p1',
      name: 'Ada',
      surname: 'L',
      company: null,
      jobTitle: null,
      profilePhoto: null,
    };
    useDrafts.getState().open('e1', person);
    useDrafts.getState().type('e1', 'p1', 'first');
    api.openRoom.mockResolvedValue({ object: 'r9', room: { id: 'r9' } });
    void send({ roomId: null, eventId: 'e1', participantId: 'p1' }, { msg: 'first' });
    await settle();
    expect(api.openRoom).toHaveBeenCalledWith('e1', 'p1');
    expect(api.putRoom).toHaveBeenCalledWith({ id: 'r9' });
    expect(api.sendMessage).toHaveBeenCalledWith('r9', 'first', expect.any(String));
    // Kept, without its text, for the room's input to take over with the focus (useRoomText).
    expect(draftOf(useDrafts.getState().drafts, 'e1', 'p1')?.firstMessage).toBe('');
    // The message left the draft's thread for the room's, where the sent one took its place.
    expect(queryClient.getQueryData(chatKeys.draftThread('e1', 'p1'))).toMatchObject({
      pages: [{ messages: [] }],
    });
    expect(sentIn('r9').map((m) => m.msg)).toEqual(['first']);
  });

  it('waits offline and goes when back online, in order', async () => {
    online(false);
    void send(toR1, { msg: 'one' });
    void send(toR1, { msg: 'two' });
    await settle();
    expect(items().map((i) => i.state)).toEqual(['waiting', 'waiting']);
    expect(api.sendMessage).not.toHaveBeenCalled();

    online(true);
    await sendWaiting();
    expect(api.sendMessage.mock.calls.map((call) => call[1])).toEqual(['one', 'two']);
    expect(items()).toEqual([]);
  });

  it('keeps a refused message with its error for Retry, which sends the same id again', async () => {
    online(true);
    const refusal = new ApiCallError(403, 'MST-00150', 'no');
    api.sendMessage.mockRejectedValueOnce(refusal);
    void send(toR1, { msg: 'hi' });
    await settle();
    const [failed] = items();
    expect(failed).toMatchObject({ state: 'failed', error: refusal });

    await retry(failed!.id);
    expect(api.sendMessage).toHaveBeenLastCalledWith('r1', 'hi', failed!.id);
    expect(items()).toEqual([]);
  });
});
