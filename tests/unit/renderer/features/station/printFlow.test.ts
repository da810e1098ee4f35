import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@shared/errors';
import type { PrintRequest } from '@shared/ipc/queue';
import type { DigestTemplate } from '@shared/schemas/badge';
import type { ServerPrintJob } from '@shared/schemas/printJobs';
import { ApiCallError } from '../../../../../renderer/src/api/errors';
import {
  createPrintFlow,
  type PrintFlowDeps,
  type PrintState,
} from '../../../../../renderer/src/features/station/print/createPrintFlow';
import { printToast } from '../../../../../renderer/src/features/checkin/printToasts';
import type { PrinterOption } from '../../../../../renderer/src/features/station/settings';
import { createSessionQueue } from '../../../../../renderer/src/platform/devices/sessionQueue';
import { aBadgeDigest } from '../../builders/badgeDigest';

const EVENT = 'e'.repeat(32);

function digest(printed = false): DigestTemplate {
  return aBadgeDigest({
    eventId: EVENT,
    ticketId: 'T-000010',
    surname: 'Lovelace',
    version: 3,
    printed,
    values: { Email: 'ada@example.org', Company: 'Engines', City: 'London' },
  });
}

const ipp: PrinterOption = {
  key: 'device:ipp://127.0.0.1:631/ipp/print',
  mode: 'directly',
  label: 'Entrance printer',
  printer: { uri: 'ipp://127.0.0.1:631/ipp/print', label: 'Entrance printer', kind: 'ipp', formats: [] },
};
const txt: PrinterOption = {
  key: 'device:socket://127.0.0.1:9100',
  mode: 'directly',
  label: 'Receipt printer',
  printer: { uri: 'socket://127.0.0.1:9100', label: 'Receipt printer', kind: 'escpos', formats: [] },
};
const queued: PrinterOption = {
  key: 'queue:p1',
  mode: 'printQueue',
  label: 'Entrance printer',
  printer: { id: 'p1', label: 'Entrance printer', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' },
};

/** A station whose printer prints (or fails) every job it gets; records what was sent and marked. */
function station(options: { badge?: DigestTemplate | Error; printerFails?: string } = {}) {
  const printed: PrintRequest[] = [];
  const marked: unknown[] = [];
  const queue = createSessionQueue({
    print: async (request) => {
      if (options.printerFails) throw new Error(options.printerFails);
      printed.push(request);
    },
  });
  const serverJobs = new Map<string, (job: ServerPrintJob) => void>();
  const deps: PrintFlowDeps = {
    fetchBadge: async () => {
      const badge = options.badge ?? digest();
      if (badge instanceof Error) throw badge;
      return badge;
    },
    markPrinted: async (body) => {
      marked.push(body);
    },
    createServerJob: async () => {
      throw new Error('not used');
    },
    followServerJob: (_, jobId, onJob) => {
      serverJobs.set(jobId, onJob);
      return () => serverJobs.delete(jobId);
    },
    devices: { print: async (request) => queue.enqueue(request), onJob: (listener) => queue.onJob(listener) },
    renderer: {
      render: async (_, { format, dpi }) => new TextEncoder().encode(`${format}@${dpi}`),
      text: (values, ticketUrl) => ({
        name: values.FullName,
        ticketId: values.TicketId,
        ticketUrl,
      }),
    },
  };
  return { deps, printed, marked, serverJobs };
}

async function print(
  deps: PrintFlowDeps,
  target: PrinterOption,
  extra: { force?: boolean; badge?: DigestTemplate } = {},
) {
  const steps: PrintState[] = [];
  const final = await createPrintFlow(deps).printBadge(
    { eventId: EVENT, ticketId: 'T-000010', target, ...extra },
    (update) => steps.push(update.state),
  );
  return { final, steps };
}

describe('print flow, directly (DECISIONS 18)', () => {
  it('renders a 300 dpi PDF for an IPP printer, keys the job, and records the print on the server', async () => {
    const { deps, printed, marked } = station();
    const { final, steps } = await print(deps, ipp);
    expect(final.state).toBe('printed');
    expect(steps).toEqual(['rendering', 'queued', 'printing', 'printed']);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({
      key: `${EVENT}:T-000010:badge1:v3`,
      printerUri: 'ipp://127.0.0.1:631/ipp/print',
      jobName: 'Badge Ada Lovelace',
      copies: 1,
      force: false,
    });
    expect(printed[0]!.document.format).toBe('application/pdf');
    expect(new TextDecoder().decode((printed[0]!.document as { data: Uint8Array }).data)).toBe('pdf@300');
    expect(marked).toEqual([
      {
        eventId: EVENT,
        ticketId: 'T-000010',
        templateId: 'badge1',
        version: 3,
        printer: 'Entrance printer',
        forced: false,
      },
    ]);
  });

  it('sends the text layout to a TXT printer', async () => {
    const { deps, printed } = station();
    await print(deps, txt);
    expect(printed[0]!.document).toEqual({
      format: 'text/x-badge',
      badge: {
        name: 'Ada Lovelace',
        ticketId: 'T-000010',
        ticketUrl: 'https://lanyard.example/tickets/T-000010',
      },
    });
  });

  it('does not print a badge printed before unless forced, and records a forced reprint as forced', async () => {
    const { deps, printed, marked } = station({ badge: digest(true) });
    expect((await print(deps, ipp)).final.state).toBe('alreadyPrinted');
    expect(printed).toHaveLength(0);
    expect((await print(deps, ipp, { force: true })).final.state).toBe('printed');
    expect(printed).toHaveLength(1);
    expect(marked).toEqual([expect.objectContaining({ forced: true })]);
  });

  it('the station’s queue refuses the same key twice', async () => {
    const { deps, printed } = station();
    await print(deps, ipp);
    expect((await print(deps, ipp)).final.state).toBe('alreadyPrinted');
    expect(printed).toHaveLength(1);
  });

  it('a missing template is MST-00061, nothing printed', async () => {
    const { deps, printed } = station({
      badge: new ApiCallError(404, ErrorCode.MissingPrintTemplate, 'No badge template'),
    });
    expect((await print(deps, ipp)).final.state).toBe('templateMissing');
    expect(printed).toHaveLength(0);
  });

  it('a printer that fails gives "could not be printed" and records nothing', async () => {
    const { deps, marked } = station({ printerFails: 'media-empty' });
    const { final } = await print(deps, ipp);
    expect(final).toEqual({ state: 'failed', error: 'media-empty' });
    expect(marked).toHaveLength(0);
  });
});

describe('print flow, print queue', () => {
  const job = (state: ServerPrintJob['state'], error: string | null = null): ServerPrintJob => ({
    id: 'job1',
    eventId: EVENT,
    printerId: 'p1',
    ticketId: 'T-000010',
    ticketNumber: 'T-000010',
    participantName: 'Ada Lovelace',
    templateId: 'badge1',
    version: 3,
    key: `${EVENT}:T-000010:v3`,
    forced: false,
    state,
    stationId: null,
    error,
    createdAt: 1,
    updatedAt: 1,
  });

  it('sends the job, then follows printJobs/{eventId}/{jobId} until the station reports', async () => {
    const { deps, serverJobs } = station();
    const bodies: unknown[] = [];
    deps.createServerJob = async (body) => {
      bodies.push(body);
      return job('pending');
    };
    const steps: PrintState[] = [];
    const done = createPrintFlow(deps).printBadge(
      { eventId: EVENT, ticketId: 'T-000010', target: queued },
      (u) => steps.push(u.state),
    );
    await Promise.resolve();
    await Promise.resolve();
    serverJobs.get('job1')!(job('claimed'));
    serverJobs.get('job1')!(job('printed'));
    expect((await done).state).toBe('printed');
    expect(steps).toEqual(['sent', 'printing', 'printed']);
    expect(bodies).toEqual([{ eventId: EVENT, ticketId: 'T-000010', printerId: 'p1', force: false }]);
    expect(serverJobs.size).toBe(0);
  });

  it('a job the station failed is "could not be printed"', async () => {
    const { deps, serverJobs } = station();
    deps.createServerJob = async () => job('pending');
    const done = createPrintFlow(deps).printBadge({ eventId: EVENT, ticketId: 'T-000010', target: queued });
    await Promise.resolve();
    await Promise.resolve();
    serverJobs.get('job1')!(job('failed', 'offline'));
    expect(await done).toEqual({ state: 'failed', error: 'offline' });
  });

  it('MST-00409 is "already printed", MST-00061 "template not found"', async () => {
    const { deps } = station();
    deps.createServerJob = async () => {
      throw new ApiCallError(409, ErrorCode.BadgeAlreadyPrinted, 'printed');
    };
    expect((await print(deps, queued)).final.state).toBe('alreadyPrinted');
    deps.createServerJob = async () => {
      throw new ApiCallError(404, ErrorCode.MissingPrintTemplate, 'none');
    };
    expect((await print(deps, queued)).final.state).toBe('templateMissing');
  });
});

describe('print toasts (spec §8)', () => {
  it.each([
    ['queued', 'directly', 'checkin.print.printing'],
    ['sent', 'printQueue', 'checkin.print.sent'],
    ['printed', 'printQueue', 'checkin.print.printed'],
    ['failed', 'directly', 'checkin.print.failed'],
    ['alreadyPrinted', 'directly', 'checkin.print.alreadyPrinted'],
    ['alreadyQueued', 'printQueue', 'checkin.print.alreadyQueued'],
    ['templateMissing', 'directly', 'checkin.print.templateMissing'],
  ] as const)('%s (%s) → %s', (state, mode, key) => {
    expect(printToast({ state }, mode)?.key).toBe(key);
  });

  it('rendering and a direct print that finished need no toast of their own', () => {
    expect(printToast({ state: 'rendering' }, 'directly')).toBeNull();
    expect(printToast({ state: 'printed' }, 'directly')).toBeNull();
  });
});
