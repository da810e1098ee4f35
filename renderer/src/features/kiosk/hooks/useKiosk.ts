import { station } from '@platform/station';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@shared/errors';
import type { DigestTemplate } from '@shared/schemas/badge';
import { ApiCallError } from '../../../api/errors';
import {
  checkInTicket,
  fetchBadgeDigest,
  newIdempotencyKey,
  printBadge,
  type PrinterOption,
  type PrintUpdate,
  readScan,
  type ScanSource,
  stationId,
} from '../../station';
import { INITIAL_KIOSK, kioskReducer, type KioskAction, type KioskState } from '../kioskMachine';

export interface KioskOptions {
  eventId: string;
  /** The area attendees are checked in at (its id; 'allEvent' for the venue entrance). */
  areaId: string;
  /** Where badges print; null prints none. */
  printer: PrinterOption | null;
  /** Scans count only while the kiosk runs (not on the setup screen or in the staff dialog). */
  running: boolean;
}

export interface Kiosk {
  state: KioskState;
  /** The badge of the result on screen, once loaded (for the preview). */
  badge: DigestTemplate | null;
  /** A code from the camera or a handheld scanner. */
  scan: (text: string, source: ScanSource) => void;
  /** Back to the welcome screen now ("Done", staff). */
  reset: () => void;
}

/**
 * The kiosk's behaviour around its state machine (kioskMachine.ts): a scan checks the attendee in
 * at the chosen area (POST checkIn through checkInTicket), a badge that has not printed yet is
 * loaded for the preview and printed (printBadge: directly or through the print queue), the result
 * goes back to welcome KIOSK_RESULT_RESET_MS after its last news, and the station's idle reset
 * (desktop kiosk role) goes back at once.
 */
export function useKiosk({ eventId, areaId, printer, running }: KioskOptions): Kiosk {
  // The machine lives in a ref as well, so async steps read and extend the current state.
  const machine = useRef<KioskState>(INITIAL_KIOSK);
  const [state, setState] = useState<KioskState>(INITIAL_KIOSK);
  const [badge, setBadge] = useState<{ scan: number; badge: DigestTemplate } | null>(null);

  const apply = useCallback((action: KioskAction): KioskState => {
    const next = kioskReducer(machine.current, action);
    if (next !== machine.current) {
      machine.current = next;
      setState(next);
    }
    return next;
  }, []);

  const reset = useCallback(() => void apply({ type: 'reset' }), [apply]);

  const printFor = async (scan: number, ticketId: string, target: PrinterOption) => {
    const onUpdate = (update: PrintUpdate) => void apply({ type: 'print', scan, update, at: Date.now() });
    let digest: DigestTemplate;
    try {
      digest = await fetchBadgeDigest(eventId, ticketId);
    } catch (error) {
      const missing = error instanceof ApiCallError && error.code === ErrorCode.MissingPrintTemplate;
      onUpdate(missing ? { state: 'templateMissing' } : { state: 'failed' });
      return;
    }
    if (machine.current.scan !== scan) return;
    setBadge({ scan, badge: digest });
    await printBadge({ eventId, ticketId, target, badge: digest }, onUpdate);
  };

  const scan = (text: string, source: ScanSource) => {
    if (!running) return;
    const reading = readScan(text, source);
    const before = machine.current;
    const next = apply({
      type: 'scanned',
      // Only a ticket URL's secret: the kiosk never looks a ticket up by its number (DECISIONS 15).
      ticketId: reading.kind === 'ticket' && 'ticketId' in reading.ticket ? reading.ticket.ticketId : null,
      at: Date.now(),
    });
    if (next === before || next.phase !== 'checking' || next.ticketId === null) return;
    const { scan: number, ticketId } = next;
    const target = printer;
    void (async () => {
      const report = await checkInTicket({
        eventId,
        entityId: areaId,
        checkIn: true,
        ticketId,
        printer: target?.label ?? null,
        stationId: stationId(),
        idempotencyKey: newIdempotencyKey(),
      });
      const after = apply({
        type: 'checkedIn',
        scan: number,
        report,
        printer: target !== null,
        at: Date.now(),
      });
      if (after.scan === number && after.print === 'preparing' && target) {
        await printFor(number, ticketId, target);
      }
    })();
  };

  // The result goes back to welcome when its time is up (each news moves resetAt).
  useEffect(() => {
    if (state.resetAt === null) return;
    const timer = setTimeout(
      () => apply({ type: 'tick', now: Date.now() }),
      Math.max(0, state.resetAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state.resetAt, apply]);

  // The desktop kiosk's idle reset (docs/desktop.md): the next attendee finds the welcome screen.
  useEffect(() => station.onIdleReset(() => apply({ type: 'reset' })), [apply]);

  return {
    state,
    badge: badge && badge.scan === state.scan && state.phase === 'result' ? badge.badge : null,
    scan,
    reset,
  };
}
