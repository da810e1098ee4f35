import { PRINT_DPI } from '@shared/constants';
import { ErrorCode } from '@shared/errors';
import { followQueueJob } from '@shared/devices/followQueueJob';
import type { EnqueueResult, PrintDocument, PrintRequest, QueueJob, TextBadge } from '@shared/ipc/queue';
import type { BadgeValues, DigestTemplate } from '@shared/schemas/badge';
import { printJobKey } from '@shared/rules/printQueue';
import type { ServerPrintJob } from '@shared/schemas/printJobs';
import { ApiCallError } from '../../../api/errors';
import type { DirectPrinter, PrinterOption } from '../settings';

/** How a badge print went, step by step (spec §8 toasts: printing, sent to print, already printed, failed). */
export type PrintState =
  /** Direct: the badge is being rendered. */
  | 'rendering'
  /** Direct: in this station's print queue. */
  | 'queued'
  /** Direct: going to the printer; printQueue: a print station took the job. */
  | 'printing'
  /** printQueue: the server accepted the job for the print station. */
  | 'sent'
  | 'printed'
  | 'failed'
  /** Printed before and not forced (DECISIONS 18): nothing was printed. */
  | 'alreadyPrinted'
  /** The same badge is queued or printing already: nothing was added. */
  | 'alreadyQueued'
  /** MST-00061: the event has no badge template. */
  | 'templateMissing';

export interface PrintUpdate {
  state: PrintState;
  /** Why it failed (printer offline, media-empty…), when known. */
  error?: string;
}

export interface PrintBadgeRequest {
  eventId: string;
  ticketId: string;
  target: PrinterOption;
  /** An organizer's reprint of a badge that printed before (spec printBadgeForced). */
  force?: boolean;
  /** The digest when the caller has it already (the preview fetched it); fetched otherwise. */
  badge?: DigestTemplate;
}

/** The badges feature's render functions the flow needs (features/badges/render). */
export interface BadgeRenderer {
  render(badge: DigestTemplate, options: { dpi: number; format: 'png' | 'pdf' }): Promise<Uint8Array>;
  text(values: BadgeValues, ticketUrl: string): TextBadge;
}

export interface PrintFlowDeps {
  fetchBadge(eventId: string, ticketId: string): Promise<DigestTemplate>;
  markPrinted(body: {
    eventId: string;
    ticketId: string;
    templateId: string;
    version: number;
    printer: string | null;
    forced: boolean;
  }): Promise<unknown>;
  createServerJob(body: {
    eventId: string;
    ticketId: string;
    printerId: string;
    force: boolean;
  }): Promise<ServerPrintJob>;
  /** Follows printJobs/{eventId}/{jobId} on the live socket; returns the unsubscribe. */
  followServerJob(eventId: string, jobId: string, onJob: (job: ServerPrintJob) => void): () => void;
  devices: {
    print(request: PrintRequest): Promise<EnqueueResult>;
    onJob(listener: (job: QueueJob) => void): () => void;
  };
  renderer: BadgeRenderer;
}

/** The person's name for the job name, from the badge's values. */
export function badgeName(badge: DigestTemplate): string {
  const { FullName, FirstName, LastName, TicketId } = badge.values;
  return FullName || [FirstName, LastName].filter(Boolean).join(' ') || TicketId || 'badge';
}

/**
 * What a printer gets: ESC/POS "TXT" printers the text layout; IPP printers a PDF at 300 dpi (a PNG
 * for one that takes no PDF); the browser's print dialog a PNG page at 300 dpi.
 */
export async function badgeDocument(
  printer: DirectPrinter,
  badge: DigestTemplate,
  renderer: BadgeRenderer,
): Promise<PrintDocument> {
  if (printer.kind === 'escpos') {
    return { format: 'text/x-badge', badge: renderer.text(badge.values, badge.ticketUrl) };
  }
  const pdf =
    printer.kind === 'ipp' &&
    (printer.formats.length === 0 ||
      printer.formats.includes('application/pdf') ||
      !printer.formats.includes('image/png'));
  const format = pdf ? 'pdf' : 'png';
  // Rendered bytes live in a plain ArrayBuffer (never shared memory), which is what a document holds.
  const data = (await renderer.render(badge, { dpi: PRINT_DPI, format })) as Uint8Array<ArrayBuffer>;
  return pdf ? { format: 'application/pdf', data } : { format: 'image/png', data };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Printing a badge in either print mode. Direct: fetch the digest (or use the one given), render
 * for the printer, queue it on this station with the DECISIONS 18 key, and when the job printed
 * record it on the server (POST badge/printed, with the forced flag). printQueue: POST print/job
 * and follow printJobs/{eventId}/{jobId} until the print station reports. `printBadge` reports each
 * step to `onUpdate` and resolves with the last one; callers may show the first answer and leave.
 */
export function createPrintFlow(deps: PrintFlowDeps) {
  async function printDirectly(
    request: PrintBadgeRequest,
    printer: DirectPrinter,
    label: string,
    onUpdate: (update: PrintUpdate) => void,
  ): Promise<PrintUpdate> {
    const force = request.force ?? false;
    let badge = request.badge;
    if (!badge) {
      try {
        badge = await deps.fetchBadge(request.eventId, request.ticketId);
      } catch (error) {
        if (error instanceof ApiCallError && error.code === ErrorCode.MissingPrintTemplate) {
          return { state: 'templateMissing' };
        }
        return { state: 'failed', error: message(error) };
      }
    }
    if (badge.printed && !force) return { state: 'alreadyPrinted' };

    onUpdate({ state: 'rendering' });
    let document: PrintDocument;
    try {
      document = await badgeDocument(printer, badge, deps.renderer);
    } catch (error) {
      return { state: 'failed', error: message(error) };
    }

    const job = followQueueJob(
      (listener) => deps.devices.onJob(listener),
      (update) => {
        if (update.state === 'sending') onUpdate({ state: 'printing' });
      },
    );
    let result: EnqueueResult;
    try {
      result = await deps.devices.print({
        key: printJobKey(request.eventId, request.ticketId, badge.template.id, badge.template.version),
        printerUri: printer.uri,
        jobName: `Badge ${badgeName(badge)}`,
        copies: 1,
        document,
        force,
      });
    } catch (error) {
      job.stop();
      return { state: 'failed', error: message(error) };
    }
    if (result.outcome !== 'queued') {
      job.stop();
      return { state: result.outcome };
    }
    onUpdate({ state: 'queued' });
    const outcome = await job.until(result.job.id, result.job);
    if (outcome.state !== 'printed') return outcome;
    try {
      await deps.markPrinted({
        eventId: request.eventId,
        ticketId: request.ticketId,
        templateId: badge.template.id,
        version: badge.template.version,
        printer: label,
        forced: force,
      });
    } catch {
      // The badge is out; the station's queue keeps the key, so it will not print twice from here.
    }
    return outcome;
  }

  async function printThroughQueue(
    request: PrintBadgeRequest,
    printerId: string,
    onUpdate: (update: PrintUpdate) => void,
  ): Promise<PrintUpdate> {
    let job: ServerPrintJob;
    try {
      job = await deps.createServerJob({
        eventId: request.eventId,
        ticketId: request.ticketId,
        printerId,
        force: request.force ?? false,
      });
    } catch (error) {
      if (error instanceof ApiCallError && error.code === ErrorCode.BadgeAlreadyPrinted) {
        return { state: 'alreadyPrinted' };
      }
      if (error instanceof ApiCallError && error.code === ErrorCode.MissingPrintTemplate) {
        return { state: 'templateMissing' };
      }
      return { state: 'failed', error: message(error) };
    }
    onUpdate({ state: 'sent' });
    return new Promise<PrintUpdate>((resolve) => {
      let done = false;
      let stop: (() => void) | null = null;
      const follow = (current: ServerPrintJob) => {
        if (done) return;
        let final: PrintUpdate | null = null;
        if (current.state === 'claimed') onUpdate({ state: 'printing' });
        else if (current.state === 'printed') final = { state: 'printed' };
        else if (current.state === 'failed' || current.state === 'cancelled') {
          final = { state: 'failed', error: current.error ?? current.state };
        }
        if (final) {
          done = true;
          stop?.();
          resolve(final);
        }
      };
      stop = deps.followServerJob(request.eventId, job.id, follow);
      if (done) stop();
      follow(job);
    });
  }

  return {
    printBadge(
      request: PrintBadgeRequest,
      onUpdate: (update: PrintUpdate) => void = () => undefined,
    ): Promise<PrintUpdate> {
      const { target } = request;
      const run =
        target.mode === 'directly'
          ? printDirectly(request, target.printer, target.label, onUpdate)
          : printThroughQueue(request, target.printer.id, onUpdate);
      return run.then((final) => {
        onUpdate(final);
        return final;
      });
    },
  };
}
