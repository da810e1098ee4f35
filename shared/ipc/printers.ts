import { z } from 'zod';
import type { IpcDomain } from './contract';

/**
 * A printer is addressed by URI: ipp:// or ipps:// (IPP Everywhere) or socket://host:9100 (ESC/POS,
 * the spec's printType TXT). printType 'none' means no printer and never reaches main.
 */
export const printerUri = z
  .string()
  .regex(/^(ipps?|socket):\/\/[^\s/]+(\/\S*)?$/, { message: 'validation.error.printerUri' });

const printerKind = z.enum(['ipp', 'escpos']);
export type PrinterKind = z.infer<typeof printerKind>;

/** idle/processing/stopped come from IPP printer-state; offline = unreachable; unknown = no answer to a status query. */
const printerState = z.enum(['idle', 'processing', 'stopped', 'offline', 'unknown']);

export const printerStatus = z.object({
  state: printerState,
  /** IPP printer-state-reasons (media-empty, media-jam, offline…) or ESC/POS equivalents; 'none' is dropped. */
  reasons: z.array(z.string()),
  message: z.string().optional(),
  checkedAt: z.number().int(),
});
export type PrinterStatus = z.infer<typeof printerStatus>;

/** A printer entry of the event (spec: label, ip, printType). */
const configuredPrinter = z.object({
  label: z.string().min(1),
  ip: z.string().min(1),
  printType: z.string().min(1),
});
export type ConfiguredPrinter = z.infer<typeof configuredPrinter>;

const printerInfo = z.object({
  uri: printerUri,
  label: z.string(),
  kind: printerKind,
  /** configured on the event, found by DNS-SD, or both. */
  source: z.enum(['configured', 'discovered', 'both']),
  /** Document formats the printer accepts (IPP document-format-supported; ESC/POS: the text badge). */
  formats: z.array(z.string()),
  status: printerStatus,
});
export type PrinterInfo = z.infer<typeof printerInfo>;

export const printersIpc = {
  /** Discovered printers merged with the event's configured ones, each with a fresh status. */
  list: { args: z.tuple([z.array(configuredPrinter)]), result: z.array(printerInfo) },
  /** One printer's status now. */
  status: { args: z.tuple([printerUri]), result: printerStatus },
} satisfies IpcDomain;
