import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer } from '../../../server/mail/mailer';
import { outboxDir, readOutbox } from '../../../server/mail/outbox';
import { signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP listener on a spare port that keeps what it receives. */
async function startSmtpListener() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-outbox-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('keeps one JSON file per message, read back oldest first, filtered by recipient and count', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'Lanyard <no-reply@lanyard.test>', dataDir });
    expect(mailer.transport).toBe('outbox');
    for (const [to, n] of [
      ['a@lanyard.test', 1],
      ['b@lanyard.test', 2],
      ['a@lanyard.test', 3],
    ] as const) {
      await mailer.send({ to, subject: `message ${n}`, text: `body ${n}` });
    }
    const files = (await fs.readdir(outboxDir(dataDir))).sort();
    expect(files).toHaveLength(3);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);

    expect((await readOutbox(dataDir)).map((m) => m.subject)).toEqual([
      'message 1',
      'message 2',
      'message 3',
    ]);
    expect((await readOutbox(dataDir, { to: 'A@lanyard.test' })).map((m) => m.subject)).toEqual([
      'message 1',
      'message 3',
    ]);
    expect((await readOutbox(dataDir, { last: 1 })).map((m) => m.subject)).toEqual(['message 3']);
    expect(await readOutbox(dataDir, { to: 'nobody@lanyard.test' })).toEqual([]);
  });

  it('skips a file that is not a message instead of failing', async () => {
    await fs.writeFile(path.join(outboxDir(dataDir), '99999999T999999999Z-broken.json'), '{ half');
    expect((await readOutbox(dataDir)).length).toBe(3);
  });

  it('stores attachments base64 in the message file, byte for byte', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'no-reply@lanyard.test', dataDir });
    const content = Buffer.from('BEGIN:VCALENDAR\r\nSUMMARY:Café\r\nEND:VCALENDAR\r\n', 'utf8');
    await mailer.send({
      to: 'c@lanyard.test',
      subject: 'agenda',
      text: 'attached',
      attachments: [{ filename: 'agenda.ics', contentType: 'text/calendar; charset=utf-8', content }],
    });
    const [message] = await readOutbox(dataDir, { to: 'c@lanyard.test' });
    expect(message?.attachments).toEqual([
      {
        filename: 'agenda.ics',
        contentType: 'text/calendar; charset=utf-8',
        contentBase64: content.toString('base64'),
      },
    ]);
    expect(Buffer.from(message!.attachments![0]!.contentBase64, 'base64').equals(content)).toBe(true);
  });
});

describe('attachments over SMTP', () => {
  it('arrive as a MIME part with their file name and type', async () => {
    const smtp = await startSmtpListener();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'mail@lanyard.test',
      dataDir: os.tmpdir(),
    });
    try {
      await mailer.send({
        to: 'd@lanyard.test',
        subject: 'agenda',
        text: 'attached',
        attachments: [
          {
            filename: 'agenda.ics',
            contentType: 'text/calendar',
            content: Buffer.from('BEGIN:VCALENDAR\r\n'),
          },
        ],
      });
      const raw = smtp.received[0]?.raw ?? '';
      expect(raw).toMatch(/Content-Type: text\/calendar; name=agenda\.ics/);
      expect(raw).toMatch(/filename=agenda\.ics/);
      expect(raw).toContain(Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64'));
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe.each(engines)('mail over SMTP on %s', (engine) => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    t = await createTestApp({
      engine,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Lanyard <mail@lanyard.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset code to the SMTP server when SMTP_URL is set, and writes no outbox', async () => {
    const { account } = await signedUpUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgotPassword',
      payload: { username: account.email },
    });
    expect(res.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'mail@lanyard.test', to: [account.email] });
    expect(mail!.raw).toMatch(/Your verification code is \d{6}/);
    expect(await readOutbox(t.dataDir)).toEqual([]);
  });
});
