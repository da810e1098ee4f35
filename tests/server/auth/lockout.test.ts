import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../server/auth/keys';
import { createPasswordHasher, type PasswordHasher } from '../../../server/auth/passwords';
import { createTokenSigner } from '../../../server/auth/tokens';
import { credentials } from '../../../server/db/schema';
import { createAuthTokens } from '../../../server/services/authTokens';
import { createIdentityService } from '../../../server/services/identity';
import { PASSWORD_ATTEMPTS_EXCEEDED } from '@shared/errors';
import { postSignIn, signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { describeOnTwoNodes, createTestApp, engines, type TestApp } from '../../support/testApp';

const INCORRECT = 'Incorrect username or password.';
const wrongPasswords = (n: number) => Array.from({ length: n }, (_, i) => `Wrong-${i}-Password`);

/** The argon2 hasher, counting its checks; a check of `held` waits until release() is called. */
function gatedHasher(real: PasswordHasher, held: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const counter = { checks: 0 };
  const hasher: PasswordHasher = {
    hash: real.hash,
    async verify(hash, password) {
      counter.checks++;
      if (password === held) await gate;
      return real.verify(hash, password);
    },
  };
  return { hasher, release, counter };
}

describe.each(engines)('sign-in lockout under concurrent attempts on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** The identity service on the app's database with a hasher of the test's choice. */
  function identityWith(hasher: PasswordHasher) {
    const tokens = createTokenSigner(() => loadSigningKeys(t.config), clock.now);
    return createIdentityService({
      database: t.database,
      hasher,
      tokens,
      authTokens: createAuthTokens({ db: t.database.db, tokens, now: clock.now }),
      mailer: t.services.mailer,
      now: clock.now,
      endSessions: async () => {},
    });
  }

  const messages = (responses: { json(): { errorMessage?: string } }[]) =>
    responses.map((r) => r.json().errorMessage);

  it('checks at most 5 of 20 wrong passwords sent at once; the rest are refused as locked at once', async () => {
    const { account } = await signedUpUser(t.app);
    const responses = await Promise.all(
      wrongPasswords(20).map((password) => postSignIn(t.app, account.email, password)),
    );
    const answers = messages(responses);
    expect(answers.filter((m) => m === INCORRECT).length).toBeLessThanOrEqual(5);
    expect(answers.filter((m) => m === PASSWORD_ATTEMPTS_EXCEEDED).length).toBeGreaterThanOrEqual(15);
    expect(answers.every((m) => m === INCORRECT || m === PASSWORD_ATTEMPTS_EXCEEDED)).toBe(true);

    const right = await postSignIn(t.app, account.email, account.password);
    expect(right.json()).toMatchObject({ errorMessage: PASSWORD_ATTEMPTS_EXCEEDED });
  });

  it('runs at most 5 password checks toward a lock, however many attempts arrive together', async () => {
    const { account } = await signedUpUser(t.app);
    const { hasher, counter } = gatedHasher(createPasswordHasher(t.config.argon2), 'never-held');
    const identity = identityWith(hasher);
    const results = await Promise.allSettled(
      wrongPasswords(20).map((password) => identity.signIn(account.email, password)),
    );
    expect(counter.checks).toBeLessThanOrEqual(5);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('19 wrong and the right password at once: the account ends locked either way', async () => {
    const { account } = await signedUpUser(t.app);
    const passwords = [...wrongPasswords(19), account.password];
    const responses = await Promise.all(
      passwords.map((password) => postSignIn(t.app, account.email, password)),
    );
    const rightAnswer = responses.at(-1)!;
    // Tokens only if the right password's check ended before the lock was reached.
    if (rightAnswer.statusCode !== 200) {
      expect(rightAnswer.json().errorMessage).toBe(PASSWORD_ATTEMPTS_EXCEEDED);
    }
    expect(messages(responses.slice(0, 19)).filter((m) => m === INCORRECT).length).toBeLessThanOrEqual(5);
    expect((await postSignIn(t.app, account.email, account.password)).json().errorMessage).toBe(
      PASSWORD_ATTEMPTS_EXCEEDED,
    );
  });

  it('gives no tokens to a right password whose check ends after concurrent failures locked the account', async () => {
    const { userId, account } = await signedUpUser(t.app);
    const { hasher, release } = gatedHasher(createPasswordHasher(t.config.argon2), account.password);
    const identity = identityWith(hasher);
    const right = identity.signIn(account.email, account.password);
    right.catch(() => undefined);
    const wrong = await Promise.allSettled(
      wrongPasswords(19).map((password) => identity.signIn(account.email, password)),
    );
    expect(wrong.every((r) => r.status === 'rejected')).toBe(true);
    release();
    await expect(right).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: PASSWORD_ATTEMPTS_EXCEEDED,
    });
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.userId, userId));
    expect(row?.lockedUntil).toBeGreaterThan(clock.now());
  });

  it('a right password that started before the 5th failure still signs in when no lock was reached', async () => {
    const { account } = await signedUpUser(t.app);
    const { hasher, release } = gatedHasher(createPasswordHasher(t.config.argon2), account.password);
    const identity = identityWith(hasher);
    const right = identity.signIn(account.email, account.password);
    const wrong = await Promise.allSettled(
      wrongPasswords(3).map((password) => identity.signIn(account.email, password)),
    );
    expect(wrong.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      INCORRECT,
      INCORRECT,
      INCORRECT,
    ]);
    release();
    await expect(right).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});

describeOnTwoNodes('sign-in lockout shared by two server nodes on one PostgreSQL database', (nodes) => {
  it('counts attempts on both nodes together: 10 wrong on each at once check at most 5', async () => {
    const { account } = await signedUpUser(nodes.a.app);
    const responses = await Promise.all(
      wrongPasswords(20).map((password, i) =>
        postSignIn(i % 2 ? nodes.a.app : nodes.b.app, account.email, password),
      ),
    );
    const answers = responses.map((r) => r.json().errorMessage as string);
    expect(answers.filter((m) => m === INCORRECT).length).toBeLessThanOrEqual(5);
    expect(answers.filter((m) => m === PASSWORD_ATTEMPTS_EXCEEDED).length).toBeGreaterThanOrEqual(15);
    for (const node of [nodes.a.app, nodes.b.app]) {
      expect((await postSignIn(node, account.email, account.password)).json().errorMessage).toBe(
        PASSWORD_ATTEMPTS_EXCEEDED,
      );
    }
  });
});
