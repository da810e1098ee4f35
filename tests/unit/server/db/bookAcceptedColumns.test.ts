import fs from 'node:fs';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { meetingColumns } from '../../../../server/db/repositories/meetingBooking';
import { notificationColumns } from '../../../../server/db/repositories/notifications';
import { queuedJobColumns } from '../../../../server/db/repositories/queuedJobs';
import { meetings, notifications, queuedJobs } from '../../../../server/db/schema';
import { sqlFunctionsFolder } from '../../../../server/db/sqlFunctions';

/**
 * lanyard_book_accepted writes rows it is given as JSON in their columns' names
 * (server/db/repositories/meetingBooking.ts). Each INSERT names its columns, and they must be
 * exactly the keys the TypeScript sends (a column listed but not sent would be written NULL over its
 * default; a key sent but not listed, or not a column, would be dropped without a word), and they
 * must hold every column of the drizzle table that has neither a default nor NULL allowed.
 */
const source = fs.readFileSync(path.join(sqlFunctionsFolder, 'lanyard_book_accepted.sql'), 'utf8');

const list = (text: string) => text.split(',').map((c) => c.trim());

/** The columns an `INSERT INTO <table> (…) SELECT … FROM jsonb_populate_recordset(…, p->'<key>')` names. */
function recordsetInsert(table: string, key: string): string[] {
  const match = new RegExp(
    `INSERT INTO ${table} \\(([^)]*)\\)\\s+SELECT ([^;]*?)\\s+FROM jsonb_populate_recordset\\(NULL::${table}, p->'${key}'\\);`,
  ).exec(source);
  expect(match, `the INSERT INTO ${table} from p->'${key}'`).not.toBeNull();
  const [, into, selected] = match!;
  expect(list(selected!), `what the INSERT INTO ${table} selects`).toEqual(list(into!));
  return list(into!);
}

/** The columns the `INSERT INTO meetings (…) VALUES (meeting.…)` names, the record read from p->'meeting'. */
function meetingInsert(): string[] {
  expect(source).toContain(
    `meeting meetings%ROWTYPE := jsonb_populate_record(NULL::meetings, p->'meeting');`,
  );
  const match = /INSERT INTO meetings \(([^)]*)\)\s+VALUES \(([^)]*)\)/.exec(source);
  expect(match, 'the INSERT INTO meetings').not.toBeNull();
  const [, into, values] = match!;
  expect(list(values!), 'the values of the INSERT INTO meetings').toEqual(
    list(into!).map((c) => `meeting.${c}`),
  );
  return list(into!);
}

function expectWritable(table: PgTable, written: string[], sent: Record<string, unknown>) {
  const { columns } = getTableConfig(table);
  const names = columns.map((c) => c.name);
  expect(Object.keys(sent).sort(), 'the keys the TypeScript sends are the columns the INSERT names').toEqual(
    [...written].sort(),
  );
  expect(
    written.filter((c) => !names.includes(c)),
    'names no column the table lacks',
  ).toEqual([]);
  const required = columns.filter((c) => c.notNull && !c.hasDefault).map((c) => c.name);
  expect(
    required.filter((c) => !written.includes(c)),
    'leaves out no column without a default',
  ).toEqual([]);
}

describe('lanyard_book_accepted writes the columns it is sent', () => {
  it('notifications', () => {
    const sent = notificationColumns({
      id: 'n1',
      userId: 'u1',
      eventId: 'e1',
      typeNotification: 'user',
      type: 'confirmed',
      sessionId: null,
      details: {
        eventId: 'e1',
        invitationId: 'i1',
        meetingId: 'm1',
        participantId: 'p1',
        postId: null,
        pollId: null,
      },
      createdAt: 1,
    });
    expectWritable(notifications, recordsetInsert('notifications', 'notifications'), sent);
  });

  it('queued_jobs', () => {
    const sent = queuedJobColumns({ id: 'j1', kind: 'mail', payload: {}, createdAt: 1, runAfter: 1 });
    expectWritable(queuedJobs, recordsetInsert('queued_jobs', 'queuedJobs'), sent);
  });

  it('meetings', () => {
    const sent = meetingColumns({
      id: 'm1',
      eventId: 'e1',
      sessionId: 's1',
      occurrenceId: 'o1',
      startsAt: 1,
      endsAt: 2,
      status: 'accepted',
      invitationId: 'i1',
      preBookedBy: null,
      onSite: false,
      location: null,
      executorId: 'p1',
      sequence: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    expectWritable(meetings, meetingInsert(), sent);
  });
});
