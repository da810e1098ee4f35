import { describe, expect, it } from 'vitest';
import { myPools } from '../../../../../renderer/src/features/meetings/pools';

describe('myPools', () => {
  it('follows my own pool, and my booth’s when I am on a booth’s team', () => {
    expect(myPools({ id: 'e1', participantId: 'p1', boothId: null })).toEqual([
      { eventId: 'e1', poolId: 'p1' },
    ]);
    expect(myPools({ id: 'e1', participantId: 'p1', boothId: 'b1' })).toEqual([
      { eventId: 'e1', poolId: 'p1' },
      { eventId: 'e1', poolId: 'b1' },
    ]);
  });

  it('follows nothing in an event I have no participant record in', () => {
    expect(myPools({ id: 'e1', participantId: null, boothId: null })).toEqual([]);
  });
});
