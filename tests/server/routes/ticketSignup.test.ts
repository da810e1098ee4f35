import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../../server/db/schema';
import { anAccount, postSignIn, postSignup } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/**
 * Claiming a ticket at sign-up (POST /v1/user/signup with ticketId and eventId): only where the
 * event uses ticket sign-up, only with the ticket's secret, and only once (DECISIONS 15).
 */
describe.each(engines)('ticket sign-up on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const linkedUser = async (participantId: string) => {
    const [row] = await t.database.db
      .select({ userId: participants.userId })
      .from(participants)
      .where(eq(participants.id, participantId));
    return row?.userId;
  };

  it('refuses to claim a ticket of an event without ticket sign-up (403), and the holder can still sign up', async () => {
    const event = await insertEvent(t.database.db, { useTicketIdForSignup: false });
    const holder = await insertParticipant(t.database.db, event.id, { email: 'real.holder@lanyard.test' });
    const intruder = anAccount();
    const res = await postSignup(t.app, intruder, { ticketId: holder.ticketId, eventId: event.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00403', field: 'ticketId' });
    expect(await linkedUser(holder.id)).toBeNull();
    expect((await postSignIn(t.app, intruder.email, intruder.password)).json().errorCode).toBe(
      'UserNotFoundException',
    );
    const own = await postSignup(t.app, anAccount({ email: 'real.holder@lanyard.test' }));
    expect(own.statusCode).toBe(200);
  });

  it('refuses a ticket sign-up for an event that does not exist the same way', async () => {
    const res = await postSignup(t.app, anAccount(), {
      ticketId: '7KQ2M9XW4R8T5N3HPA6C',
      eventId: '0'.repeat(32),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00403', field: 'ticketId' });
  });

  it('with ticket sign-up on, the secret claims the ticket once; a second claim is MST-00082', async () => {
    const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
    const holder = await insertParticipant(t.database.db, event.id);
    const first = await postSignup(t.app, anAccount(), { ticketId: holder.ticketId, eventId: event.id });
    expect(first.statusCode).toBe(200);
    expect(await linkedUser(holder.id)).toBe(first.json().data.userId);
    const second = await postSignup(t.app, anAccount(), { ticketId: holder.ticketId, eventId: event.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorCode).toBe('MST-00082');
    expect(await linkedUser(holder.id)).toBe(first.json().data.userId);
  });

  it('of two simultaneous claims of one ticket, one wins; the other leaves no account behind', async () => {
    const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
    const holder = await insertParticipant(t.database.db, event.id);
    const [a, b] = [anAccount(), anAccount()];
    const answers = await Promise.all(
      [a, b].map((account) => postSignup(t.app, account, { ticketId: holder.ticketId, eventId: event.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0]!.statusCode === 409 ? a : b;
    expect((await postSignIn(t.app, loser.email, loser.password)).json().errorCode).toBe(
      'UserNotFoundException',
    );
  });

  it('the sequential ticket number claims nothing: only the secret names a ticket at sign-up', async () => {
    const event = await insertEvent(t.database.db, { useTicketIdForSignup: true });
    const holder = await insertParticipant(t.database.db, event.id, { ticketNumber: 'T-000001' });
    const res = await postSignup(t.app, anAccount(), { ticketId: 'T-000001', eventId: event.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00404', field: 'ticketId' });
    expect(await linkedUser(holder.id)).toBeNull();
  });
});
