import { describe, expect, it } from 'vitest';
import { parseViewed, withViewed } from '../../../../../renderer/src/features/networking/viewed';

describe('viewed attendees', () => {
  it('reads a stored list of ids and ignores anything else', () => {
    expect(parseViewed('["a","b"]')).toEqual(['a', 'b']);
    expect(parseViewed('["a",3,null]')).toEqual(['a']);
    expect(parseViewed('{"a":1}')).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
  });

  it('keeps the latest view last, once, and forgets the oldest past the limit', () => {
    expect(withViewed(['a', 'b'], 'a')).toEqual(['b', 'a']);
    expect(withViewed(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });
});
