import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from '../../../../server/auth/verifiedTokens';

describe('verified app tokens', () => {
  const alice = { userId: 'u-alice', username: 'alice' };
  const bob = { userId: 'u-bob', username: 'bob' };

  function setup(maxEntries = 10) {
    let clock = 1_000_000;
    const tokens = createVerifiedTokens({ ttlMs: 10_000, maxEntries, now: () => clock });
    return { tokens, advance: (ms: number) => (clock += ms), at: () => clock };
  }

  it('answers a token verified a moment ago, and only for ttlMs', () => {
    const { tokens, advance, at } = setup();
    tokens.set('t1', alice, at() + 3_600_000);
    expect(tokens.get('t1')).toEqual(alice);
    advance(9_999);
    expect(tokens.get('t1')).toEqual(alice);
    advance(1);
    expect(tokens.get('t1')).toBeUndefined();
  });

  it('never past the token’s own expiry', () => {
    const { tokens, advance, at } = setup();
    tokens.set('t1', alice, at() + 2_000);
    advance(2_000);
    expect(tokens.get('t1')).toBeUndefined();
  });

  it('forgets every token of a user whose account went', () => {
    const { tokens, at } = setup();
    tokens.set('a1', alice, at() + 60_000);
    tokens.set('a2', alice, at() + 60_000);
    tokens.set('b1', bob, at() + 60_000);
    tokens.forgetUser('u-alice');
    expect([tokens.get('a1'), tokens.get('a2'), tokens.get('b1')]).toEqual([undefined, undefined, bob]);
  });

  it('does not cache a check that read the account before its sessions ended, for ttlMs after', () => {
    const { tokens, advance, at } = setup();
    tokens.forgetUser('u-alice');
    tokens.set('a1', alice, at() + 60_000);
    tokens.set('b1', bob, at() + 60_000);
    expect([tokens.get('a1'), tokens.get('b1')]).toEqual([undefined, bob]);
    advance(10_000);
    tokens.set('a2', alice, at() + 60_000);
    expect(tokens.get('a2')).toEqual(alice);
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const { tokens, at } = setup(2);
    tokens.set('a1', alice, at() + 60_000);
    tokens.set('b1', bob, at() + 60_000);
    tokens.set('a2', alice, at() + 60_000);
    expect([tokens.get('a1'), tokens.get('b1'), tokens.get('a2')]).toEqual([undefined, bob, alice]);
  });
});
