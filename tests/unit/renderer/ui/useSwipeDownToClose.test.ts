import { describe, expect, it } from 'vitest';
import { isSwipeDownClose } from '../../../../renderer/src/ui/useSwipeDownToClose';

describe('isSwipeDownClose', () => {
  it('closes on a downward swipe of more than 70 px only (spec networking §9)', () => {
    expect(isSwipeDownClose(100, 171)).toBe(true);
    expect(isSwipeDownClose(100, 170)).toBe(false);
    expect(isSwipeDownClose(300, 100)).toBe(false);
  });
});
