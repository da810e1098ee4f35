import type { PrinterJobState } from './types';

/** job-state (RFC 8011 §5.3.7) by its enum value, as printers send it, and by its keyword. */
const jobStates: Record<string, PrinterJobState> = {
  '3': 'pending',
  '4': 'pending-held',
  '5': 'processing',
  '6': 'processing-stopped',
  '7': 'canceled',
  '8': 'aborted',
  '9': 'completed',
  pending: 'pending',
  'pending-held': 'pending-held',
  processing: 'processing',
  'processing-stopped': 'processing-stopped',
  canceled: 'canceled',
  aborted: 'aborted',
  completed: 'completed',
};

/** A job-state attribute's keyword; null for a value IPP does not define. */
export const ippJobState = (value: unknown): PrinterJobState | null => jobStates[String(value)] ?? null;

/** The printer ended the job without printing it: cancelled, or aborted by the printer. */
export const ippJobDropped = (state: string): boolean => state === 'canceled' || state === 'aborted';

/** The printer is done with the job, printed or dropped. */
export const ippJobEnded = (state: string): boolean => state === 'completed' || ippJobDropped(state);
