import type { PrintMode, PrintUpdate } from '../station';

export interface PrintToast {
  kind: 'success' | 'error' | 'info';
  /** i18n key under checkin.print. */
  key: string;
}

/**
 * The toast of spec §8 for a print step, or null for steps that need none: "badge is printing"
 * once this station queued it, "sent to print" once the server took it for the print station,
 * "printed" for a queued job the station reported, and the refusals and failures.
 */
export function printToast(update: PrintUpdate, mode: PrintMode): PrintToast | null {
  switch (update.state) {
    case 'queued':
      return { kind: 'info', key: 'checkin.print.printing' };
    case 'sent':
      return { kind: 'success', key: 'checkin.print.sent' };
    case 'printed':
      return mode === 'printQueue' ? { kind: 'success', key: 'checkin.print.printed' } : null;
    case 'failed':
      return { kind: 'error', key: 'checkin.print.failed' };
    case 'alreadyPrinted':
      return { kind: 'error', key: 'checkin.print.alreadyPrinted' };
    case 'alreadyQueued':
      return { kind: 'info', key: 'checkin.print.alreadyQueued' };
    case 'templateMissing':
      return { kind: 'error', key: 'checkin.print.templateMissing' };
    case 'rendering':
    case 'printing':
      return null;
  }
}
