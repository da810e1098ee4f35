import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODAL_TOAST_MS } from '@shared/constants';
import type { DigestTemplate } from '@shared/schemas/badge';
import type { Area } from '@shared/schemas/checkin';
import type { EventDetails } from '@shared/schemas/event';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toastStore';
import {
  areaName,
  CameraScanner,
  fieldStyles,
  type CheckInReport,
  type CheckinSettings,
  checkInTicket,
  newIdempotencyKey,
  printBadge,
  type PrinterOption,
  printerOptionName,
  type PrintUpdate,
  readScan,
  reportTicketId,
  reportToast,
  scannedText,
  type ScannedTicket,
  type ScanSource,
  stationId,
  useStationPlace,
  useHandheldScanner,
} from '../../station';
import { printToast } from '../printToasts';
import { useCheckinSettings } from '../store';
import { consoleReducer, INITIAL_CONSOLE, takesScans } from '../consoleMachine';
import { INVALID_SCAN_FEEDBACK, scanFeedback } from '../feedback/scanFeedback';
import { useScanFeedback } from '../hooks/useScanFeedback';
import { useScanQueue } from '../hooks/useScanQueue';
import { PrintStep } from './PrintStep';
import { ScanFeedbackFlash } from './ScanFeedbackFlash';
import { ScanResult } from './ScanResult';
import { SettingsStep } from './SettingsStep';
import { TicketInputField } from './TicketInputField';
import styles from './CheckinConsole.module.css';

/** A scan waiting for its check-in, with the settings it was made under. */
interface QueuedScan {
  /** The ticket as read (scannedText), so one read twice is queued once. */
  key: string;
  ticket: ScannedTicket;
  settings: CheckinSettings;
  printer: PrinterOption | null;
  area: Area | null;
}

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
  const place = useStationPlace(event.id, event.printers, settings);
  const { area, printer } = place;
  const [printing, setPrinting] = useState(false);

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

  const feedback = useScanFeedback();

  const checkIn = async ({ ticket, settings: current, printer: target, area: currentArea }: QueuedScan) => {
    dispatch({ type: 'checkInStarted' });
    const report = await checkInTicket({
      eventId: event.id,
      entityId: currentArea?.id ?? current.areaId,
      checkIn: current.checkIn,
      ...ticket,
      printer: target?.label ?? null,
      stationId: stationId(),
      idempotencyKey: newIdempotencyKey(),
    });
    const shown = reportToast(report, currentArea ? areaName(currentArea, t) : '', (a) => areaName(a, t));
    toast[shown.kind](t(shown.key, shown.values), MODAL_TOAST_MS);
    feedback.signal(scanFeedback(report));
    dispatch({ type: 'checkInFinished', report, scanType: current.scanType, method: current.scanMethod });

    const printable = reportTicketId(report);
    if (
      current.scanType === 'fast' &&
      target &&
      printable &&
      report.outcome === 'checkedIn' &&
      !report.result.badgePrinted
    ) {
      void startPrint(printable, target);
    }
  };
  const queue = useScanQueue<QueuedScan>({ ready: takesScans(state.mode), process: checkIn });

  // A scan is checked in with the settings of the moment it was made, even when it had to wait.
  const handleScan = (text: string, source: ScanSource) => {
    if (state.mode === 'scanType') return;
    const reading = readScan(text, source);
    if (reading.kind === 'invalid') {
      toast.error(t('checkin.toast.scanDataError'), MODAL_TOAST_MS);
      feedback.signal(INVALID_SCAN_FEEDBACK);
      return;
    }
    queue.add({ key: scannedText(reading.ticket), ticket: reading.ticket, settings, printer, area });
  };

  // A handheld scanner is heard on every screen after the settings: a scan on a result moves on.
  const handheld = useHandheldScanner({
    enabled: state.mode !== 'scanType',
    onCode: (code) => handleScan(code, 'handheld'),
  });

  const scanning = state.mode === 'scan' || state.mode === 'handheldScan';
  const report = state.report;
  // The badge's calls take the ticket's secret, which the server's answer names.
  const printable = report && reportTicketId(report);
  const canPrint =
    printer !== null &&
    settings.checkIn &&
    report !== null &&
    printable !== null &&
    (report.outcome === 'checkedIn' || report.outcome === 'alreadyCheckedIn');
  const submitLabel = settings.checkIn ? t('checkin.input.checkIn') : t('checkin.input.checkOut');

  return (
    <Modal title={t('checkin.title')} onClose={onClose}>
      <div className={styles.console} data-mode={state.mode}>
        {state.mode === 'scanType' && (
          <SettingsStep
            settings={settings}
            onChange={updateSettings}
            place={place}
            onStart={() => dispatch({ type: 'startScanning', method: settings.scanMethod })}
          />
        )}

        {state.mode !== 'scanType' && feedback.shown && <ScanFeedbackFlash feedback={feedback.shown} />}

        {state.mode !== 'scanType' && (
          <div className={styles.summary}>
            <p className={styles.summaryText} data-testid="checkin-summary">
              {[
                settings.checkIn ? t('checkin.settings.checkIn') : t('checkin.settings.checkOut'),
                area && areaName(area, t),
                settings.scanType === 'fast' ? t('checkin.settings.fast') : t('checkin.settings.individual'),
                printer ? printerOptionName(printer, t) : t('checkin.settings.noPrinter'),
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
              <CameraScanner enabled onCode={(text) => handleScan(text, 'camera')} />
            ) : (
              <p className={fieldStyles.choiceHint}>{t('checkin.handheld.hint')}</p>
            )}
            {handheld.error && <p className={fieldStyles.choiceHint}>{handheld.error}</p>}
            <TicketInputField
              onText={(text) => handleScan(text, 'typed')}
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

        {(state.mode === 'printBadge' || state.mode === 'printBadgeForced') && printable && printer && (
          <PrintStep
            eventId={event.id}
            ticketId={printable}
            forced={state.mode === 'printBadgeForced'}
            organizer={event.me.organizer}
            printerLabel={printerOptionName(printer, t)}
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
              void startPrint(printable, printer, { badge, force });
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
      <span className={fieldStyles.legend}>{t('checkin.lastScan')}</span> {t(shown.key, shown.values)}
    </p>
  );
}
