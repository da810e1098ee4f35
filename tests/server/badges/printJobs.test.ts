import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@shared/constants';
import type { LiveServerMessage } from '@shared/live/messages';
import { topicPath } from '@shared/live/topics';
import { claimedPrintJob, serverPrintJob } from '@shared/schemas/printJobs';
import { signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { badgeEvent } from './badgeEvent';

describe.each(engines)('server print jobs (/v1/event/print/job…) on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** An event with a default template, ready to queue the holder's badge. */
  async function ready() {
    const e = await badgeEvent(t, clock.now());
    const template = (await e.saveTemplate(e.organizer.auth)).json().data;
    return { ...e, template };
  }

  it('runs create → claim → result: the job is keyed by ticket and template version, and the badge is printed', async () => {
    const e = await ready();
    const created = await e.createJob(e.staff.auth);
    expect(created.statusCode).toBe(200);
    const job = created.json().data;
    expect(serverPrintJob.safeParse(job).success).toBe(true);
    expect(job).toMatchObject({
      state: 'pending',
      printerId: e.printer.id,
      ticketId: e.ticketId,
      participantName: 'Zeynep Kaya',
      templateId: e.template.id,
      version: 1,
      key: `${e.event.id}:${e.ticketId}:${e.template.id}:v1`,
      forced: false,
      stationId: null,
    });

    const claimed = await e.claim(e.staff.auth, job.id, 'station-1');
    expect(claimed.statusCode).toBe(200);
    expect(claimedPrintJob.safeParse(claimed.json().data).success).toBe(true);
    expect(claimed.json().data).toMatchObject({
      job: { id: job.id, state: 'claimed', stationId: 'station-1' },
      badge: { template: { id: e.template.id }, values: { FullName: 'Zeynep Kaya' }, printed: false },
    });

    const done = await e.result(e.staff.auth, job.id, 'station-1', 'printed');
    expect(done.json().data).toMatchObject({ state: 'printed', error: null });
    const badge = await e.call('GET', '/v1/event/participant/badge', e.staff.auth, { ticketId: e.ticketId });
    expect(badge.json().data).toMatchObject({ printed: true, printCount: 1, version: 1 });

    // Printed: queueing it again is MST-00409; only an organizer forces it.
    const again = await e.createJob(e.staff.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('MST-00409');
    expect((await e.createJob(e.staff.auth, { force: true })).statusCode).toBe(403);
    clock.advance(1000);
    const forced = await e.createJob(e.organizer.auth, { force: true });
    expect(forced.json().data).toMatchObject({ state: 'pending', forced: true, key: job.key });
    await e.claim(e.staff.auth, forced.json().data.id, 'station-1');
    await e.result(e.staff.auth, forced.json().data.id, 'station-1', 'printed');
    const after = await e.call('GET', '/v1/event/participant/badge', e.staff.auth, { ticketId: e.ticketId });
    expect(after.json().data).toMatchObject({ printed: true, printCount: 2 });

    const list = await e.call('GET', '/v1/event/print/jobs', e.staff.auth, { state: 'printed' });
    expect(list.json().data.map((j: { id: string }) => j.id)).toEqual([forced.json().data.id, job.id]);
  });

  it('a new template version is a new key, not printed yet', async () => {
    const e = await ready();
    const first = (await e.createJob(e.staff.auth)).json().data;
    await e.claim(e.staff.auth, first.id, 's');
    await e.result(e.staff.auth, first.id, 's', 'printed');
    await e.saveTemplate(e.organizer.auth, { id: e.template.id });
    const second = await e.createJob(e.staff.auth);
    expect(second.json().data).toMatchObject({ state: 'pending', version: 2, forced: false });
  });

  it('queues one job for a double click and for concurrent requests', async () => {
    const e = await ready();
    const a = (await e.createJob(e.staff.auth)).json().data;
    const b = (await e.createJob(e.staff.auth)).json().data;
    expect(b.id).toBe(a.id);

    const other = await ready();
    const answers = await Promise.all(Array.from({ length: 10 }, () => other.createJob(other.staff.auth)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((r) => r.json().data.id)).size).toBe(1);
    const jobs = await other.call('GET', '/v1/event/print/jobs', other.staff.auth, {});
    expect(jobs.json().data).toHaveLength(1);
  });

  it('of concurrent claims exactly one wins; the others get 409', async () => {
    const e = await ready();
    const job = (await e.createJob(e.staff.auth)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => e.claim(e.staff.auth, job.id, `station-${i}`)),
    );
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const winner = winners[0]!.json().data.job.stationId;
    // Another station cannot report it; the winner's retried claim answers the same claim.
    const loser = winner === 'station-0' ? 'station-1' : 'station-0';
    expect((await e.result(e.staff.auth, job.id, loser, 'printed')).statusCode).toBe(409);
    expect((await e.claim(e.staff.auth, job.id, winner)).statusCode).toBe(200);
  });

  it('lets another station take over a claim after 2 minutes of silence', async () => {
    const e = await ready();
    const job = (await e.createJob(e.staff.auth)).json().data;
    await e.claim(e.staff.auth, job.id, 'crashed');
    clock.advance(MINUTE_MS);
    expect((await e.claim(e.staff.auth, job.id, 'rescuer')).statusCode).toBe(409);
    clock.advance(MINUTE_MS + 1);
    const taken = await e.claim(e.staff.auth, job.id, 'rescuer');
    expect(taken.json().data.job).toMatchObject({ state: 'claimed', stationId: 'rescuer' });
    expect((await e.result(e.staff.auth, job.id, 'crashed', 'printed')).statusCode).toBe(409);
    expect((await e.result(e.staff.auth, job.id, 'rescuer', 'printed')).json().data.state).toBe('printed');
    expect((await e.claim(e.staff.auth, job.id, 'rescuer')).statusCode).toBe(409);
  });

  it('keeps a failure’s error; asking again queues a new job', async () => {
    const e = await ready();
    const job = (await e.createJob(e.staff.auth)).json().data;
    await e.claim(e.staff.auth, job.id, 's');
    const failed = await e.result(e.staff.auth, job.id, 's', 'failed', 'media-empty');
    expect(failed.json().data).toMatchObject({ state: 'failed', error: 'media-empty' });
    const badge = await e.call('GET', '/v1/event/participant/badge', e.staff.auth, { ticketId: e.ticketId });
    expect(badge.json().data.printed).toBe(false);
    const retry = (await e.createJob(e.staff.auth)).json().data;
    expect(retry).toMatchObject({ state: 'pending', key: job.key });
    expect(retry.id).not.toBe(job.id);
  });

  it('refuses a printer of another event, a printer set to none, and a ticket or template that does not exist', async () => {
    const e = await ready();
    const other = await badgeEvent(t, clock.now());
    expect((await e.createJob(e.staff.auth, { printerId: other.printer.id })).statusCode).toBe(404);
    const none = await e.createJob(e.staff.auth, { printerId: e.disabledPrinter.id });
    expect(none.json()).toMatchObject({ errorCode: 'MST-00400', field: 'printerId' });
    expect((await e.createJob(e.staff.auth, { ticketId: 'T-NOPE' })).json().errorCode).toBe('MST-00404');
    const noTemplate = await other.createJob(other.staff.auth);
    expect(noTemplate.json()).toMatchObject({ errorCode: 'MST-00061' });
  });

  it('is for check-in staff: an attendee gets 403, a stranger 404', async () => {
    const e = await ready();
    const job = (await e.createJob(e.organizer.auth)).json().data;
    const stranger = await signedUpUser(t.app);
    for (const [who, status] of [
      [e.attendee, 403],
      [stranger, 404],
    ] as const) {
      expect((await e.createJob(who.auth)).statusCode).toBe(status);
      expect((await e.call('GET', '/v1/event/print/jobs', who.auth, {})).statusCode).toBe(status);
      expect((await e.claim(who.auth, job.id, 'x')).statusCode).toBe(status);
      expect((await e.result(who.auth, job.id, 'x', 'printed')).statusCode).toBe(status);
    }
  });

  it('delivers job changes on printQueue/{eventId}/{printerId} and printJobs/{eventId}/{jobId}', async () => {
    const e = await ready();
    const station = await openLive(t.app);
    const kiosk = await openLive(t.app);
    try {
      await station.authenticate(e.staff.token);
      await kiosk.authenticate(e.organizer.token);
      const queueTopic = topicPath('printQueue', { eventId: e.event.id, printerId: e.printer.id });
      expect(await station.subscribe(queueTopic)).toMatchObject({ type: 'snapshot', value: [] });

      const valueOf = (client: typeof station, topic: string, match: (v: unknown) => boolean) =>
        client.waitFor((m: LiveServerMessage) => m.type === 'value' && m.topic === topic && match(m.value));

      const job = (await e.createJob(e.staff.auth)).json().data;
      await valueOf(station, queueTopic, (v) => Array.isArray(v) && v.length === 1 && v[0].id === job.id);
      const jobTopic = topicPath('printJob', { eventId: e.event.id, jobId: job.id });
      expect(await kiosk.subscribe(jobTopic)).toMatchObject({
        type: 'snapshot',
        value: { state: 'pending' },
      });

      await e.claim(e.staff.auth, job.id, 'station-1');
      await valueOf(kiosk, jobTopic, (v) => (v as { state: string }).state === 'claimed');
      await valueOf(
        station,
        queueTopic,
        (v) => Array.isArray(v) && v.length === 1 && v[0].state === 'claimed',
      );

      await e.result(e.staff.auth, job.id, 'station-1', 'printed');
      await valueOf(kiosk, jobTopic, (v) => (v as { state: string }).state === 'printed');
      await valueOf(station, queueTopic, (v) => Array.isArray(v) && v.length === 0);
    } finally {
      station.close();
      kiosk.close();
    }
  });
});
