import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_TOAST_MS } from '../../../../../shared/constants';
import type { DigestTemplate } from '../../../../../shared/schemas/badge';
import type { EventDetails } from '../../../../../shared/schemas/event';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toastStore';
import { checkInTicket } from '../api';
import { consoleReducer, INITIAL_CONSOLE } from '../consoleMachine';
import { useAreas } from '../hooks/useAreas';
import { useHandheldScanner } from '../hooks/useHandheldScanner';
import { usePrinterOptions } from '../hooks/usePrinterOptions';
import { reportToast, type CheckInReport } from '../outcome';
import { printBadge, printToast, type PrintUpdate } from '../printFlow';
import { readScan, type ScanSource } from '../scanInput';
import { resolvePrinter, type PrinterOption } from '../settings';
import { newIdempotencyKey, stationId, useCheckinSettings } from '../store';
import { CameraScanner } from './CameraScanner';
import { PrintStep } from './PrintStep';
import { ScanResult } from './ScanResult';
import { SettingsStep } from './SettingsStep';
import { TicketInputField } from './TicketInputField';
import styles from './CheckinConsole.module.css';

export interface CheckinConsoleProps {
  event: EventDetails;
  onClose: () => void;
}

/**
 * The attendee check-in console (spec §4 Check-in): a modal over the event page, a full page on
 * mobile. Settings first (mode scanType), then scanning by camera (scan) or handheld scanner
 * (handheldScan). Individual mode shows each result (scanResult) and a print step (printBadge,
 * printBadgeForced); fast mode checks in on every scan and prints a badge not printed before.
 */
export function CheckinConsole({ event, onClose }: CheckinConsoleProps) {
  const { t } = useTranslation();
  const [settings, updateSettings] = useCheckinSettings(event.id);
  const [state, dispatch] = useReducer(consoleReducer, INITIAL_CONSOLE);
  const areas = useAreas(event.id);
  const printers = usePrinterOptions(settings.printMode, event.printers);
  const printer = resolvePrinter(settings.printer, printers.options);
  const areaList = areas.status === 'ready' ? areas.areas : [];
  const area = areaList.find((a) => a.id === settings.areaId) ?? areaList[0] ?? null;
  const [printing, setPrinting] = useState(false);

  // One check-in at a time: a second scan while the first is on its way is dropped.
  const inFlight = useRef(false);

  const notifyPrint = useCallback(
    (update: PrintUpdate, mode: PrinterOption['mode']) => {
      const shown = printToast(update, mode);
      if (shown) toast[shown.kind](t(shown.key), MODAL_TOAST_MS);
    },
    [t],
  );

  const startPrint = useCallback(
    (ticketId: string, target: PrinterOption, options: { badge?: DigestTemplate; force?: boolean } = {}) => {
      setPrinting(true);
      let answered = false;
      const onUpdate = (update: PrintUpdate) => {
        notifyPrint(update, target.mode);
        if (!answered && update.state !== 'rendering') {
          answered = true;
          setPrinting(false);
        }
      };
      return printBadge({ eventId: event.id, ticketId, target, ...options }, onUpdate).finally(() =>
        setPrinting(false),
      );
    },
    [event.id, notifyPrint],
  );

  // The scanner hooks call the latest render's handler (useEffectEvent), so it sees current settings.
  const handleScan = async (text: string, source: ScanSource) => {
    const current = settings;
    const target = printer;
    const currentArea = area;
    if (inFlight.current || (state.mode !== 'scan' && state.mode !== 'handheldScan')) return;
    const reading = readScan(text, source);
    if (reading.kind === 'invalid') {
      toast.error(t('checkin.toast.scanDataError'), MODAL_TOAST_MS);
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'checkInStarted' });
    let report: CheckInReport;
    try {
      report = await checkInTicket({
        eventId: event.id,
        entityId: currentArea?.id ?? current.areaId,
        checkIn: current.checkIn,
        ticketId: reading.ticketId,
        printer: target?.label ?? null,
        stationId: stationId(),
        idempotencyKey: newIdempotencyKey(),
      });
    } finally {
      inFlight.current = false;
    }
    const shown = reportToast(report, currentArea?.name ?? '');
    toast[shown.kind](t(shown.key, shown.values), MODAL_TOAST_MS);
    dispatch({ type: 'checkInFinished', report, scanType: current.scanType, method: current.scanMethod });

    if (
      current.scanType === 'fast' &&
      target &&
      report.outcome === 'checkedIn' &&
      !report.result.badgePrinted
    ) {
      void startPrint(reading.ticketId, target);
    }
  };

  const handheld = useHandheldScanner({
    enabled: state.mode === 'handheldScan',
    onCode: (code) => void handleScan(code, 'handheld'),
  });

  const scanning = state.mode === 'scan' || state.mode === 'handheldScan';
  const report = state.report;
  const canPrint =
    printer !== null &&
    settings.checkIn &&
    report !== null &&
    (report.outcome === 'checkedIn' || report.outcome === 'alreadyCheckedIn');
  const submitLabel = settings.checkIn ? t('checkin.input.checkIn') : t('checkin.input.checkOut');

  return (
    <Modal title={t('checkin.title')} onClose={onClose}>
      <div className={styles.console} data-mode={state.mode}>
        {state.mode === 'scanType' && (
          <SettingsStep
            settings={settings}
            onChange={updateSettings}
            areas={areas}
            printers={printers}
            printer={printer}
            area={area}
            onStart={() => dispatch({ type: 'startScanning', method: settings.scanMethod })}
          />
        )}

        {state.mode !== 'scanType' && (
          <div className={styles.summary}>
            <p className={styles.summaryText} data-testid="checkin-summary">
              {[
                settings.checkIn ? t('checkin.settings.checkIn') : t('checkin.settings.checkOut'),
                area?.name,
                settings.scanType === 'fast' ? t('checkin.settings.fast') : t('checkin.settings.individual'),
                printer ? printer.label : t('checkin.settings.noPrinter'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <Button variant="ghost" size="small" onClick={() => dispatch({ type: 'openSettings' })}>
              {t('checkin.settings.open')}
            </Button>
          </div>
        )}

        {scanning && (
          <div className={styles.scanning}>
            {state.mode === 'scan' ? (
              <CameraScanner enabled onCode={(text) => void handleScan(text, 'camera')} />
            ) : (
              <p className={styles.choiceHint}>{t('checkin.handheld.hint')}</p>
            )}
            {handheld.error && <p className={styles.choiceHint}>{handheld.error}</p>}
            <TicketInputField
              onText={(text) => void handleScan(text, 'typed')}
              submitLabel={submitLabel}
              busy={state.busy}
              autoFocus={state.mode === 'handheldScan'}
            />
            {settings.scanType === 'fast' && report && <LastScan report={report} />}
          </div>
        )}

        {state.mode === 'scanResult' && report && (
          <ScanResult
            report={report}
            area={area}
            canPrint={canPrint}
            onPrint={() => dispatch({ type: 'openPrint' })}
            onNext={() => dispatch({ type: 'nextScan', method: settings.scanMethod })}
          />
        )}

        {(state.mode === 'printBadge' || state.mode === 'printBadgeForced') && report && printer && (
          <PrintStep
            eventId={event.id}
            ticketId={report.ticketId}
            forced={state.mode === 'printBadgeForced'}
            organizer={event.me.organizer}
            printerLabel={printer.label}
            printing={printing}
            onLoaded={(badge) => dispatch({ type: 'badgeLoaded', printed: badge.printed })}
            onMissing={(reason) => {
              toast.error(
                t(reason === 'templateMissing' ? 'checkin.print.templateMissing' : 'checkin.print.failed'),
                MODAL_TOAST_MS,
              );
              dispatch({ type: 'nextScan', method: settings.scanMethod });
            }}
            onPrint={(badge, force) => {
              void startPrint(report.ticketId, printer, { badge, force });
              dispatch({ type: 'nextScan', method: settings.scanMethod });
            }}
            onSkip={() => dispatch({ type: 'nextScan', method: settings.scanMethod })}
          />
        )}
      </div>
    </Modal>
  );
}

/** Fast mode: the last scan's outcome under the scanner, beside its toast. */
function LastScan({ report }: { report: CheckInReport }) {
  const { t } = useTranslation();
  const shown = reportToast(report, '');
  return (
    <p className={styles.lastScan} data-testid="last-scan">
      <span className={styles.legend}>{t('checkin.lastScan')}</span> {t(shown.key, shown.values)}
    </p>
  );
}
