import { describe, expect, it } from 'vitest';
import { createPublish } from '../../../../server/live/publish';

/** A bus that keeps what was published. */
function recordingBus() {
  const sent: { topic: string; value: unknown }[] = [];
  return {
    sent,
    bus: { publish: async (topic: string, value: unknown) => void sent.push({ topic, value }) },
  };
}

describe('createPublish (server/live/publish.ts)', () => {
  it('publishes on the path filled from the topic, the value as its payload parses it', async () => {
    const { sent, bus } = recordingBus();
    const publish = createPublish(bus);
    await publish(
      'publicProfile',
      { userId: 'u1' },
      { id: 'u1', name: 'Ada', surname: 'L', profilePhotoPath: null },
    );
    await publish('mySession', { eventId: 'e', participantId: 'p', sessionId: 's' }, null);
    expect(sent).toEqual([
      { topic: 'profiles/u1/public', value: { id: 'u1', name: 'Ada', surname: 'L', profilePhotoPath: null } },
      { topic: 'newEvents/e/participants/p/sessions/s', value: null },
    ]);
  });

  it('sends nothing and throws for a value the payload refuses, or a bad parameter', async () => {
    const { sent, bus } = recordingBus();
    const publish = createPublish(bus);
    const wrong = { id: 'u1' } as unknown as Parameters<typeof publish<'publicProfile'>>[2];
    await expect(publish('publicProfile', { userId: 'u1' }, wrong)).rejects.toThrow();
    await expect(publish('ui', { userId: 'a/b' }, {})).rejects.toThrow(/bad userId/);
    expect(sent).toEqual([]);
  });
});
