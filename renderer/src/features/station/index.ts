/**
 * What a station shares with the features that run one (the check-in console, the kiosk, the print
 * station): checking a ticket in, reading scans, choosing the area and the printer, printing a
 * badge, and the settings a station keeps on its device.
 */
export { badgeDigestQuery, checkInTicket, devicePrintersQuery, fetchBadgeDigest } from './api';
export { directPrinter, withStatus } from './devicePrinters';
export { areaName } from './areaName';
export { printerName, printerOptionName } from './printerName';
export { reportPerson, reportTicketId, reportToast, type CheckInReport } from './outcome';
export { readScan, scannedText, type ScannedTicket, type ScanSource } from './scanInput';
export {
  checkinSettings,
  DEFAULT_CHECKIN_SETTINGS,
  isPrintable,
  readSettings,
  readStoredSettings,
  type CheckinSettings,
  type DirectPrinter,
  type PrinterOption,
  type PrintMode,
  type ScanMethod,
  type ScanType,
} from './settings';
export { createEventSettings, newIdempotencyKey, stationId, type EventSettingsHook } from './store';
export { badgeDocument, badgeName, type BadgeRenderer, type PrintUpdate } from './print/createPrintFlow';
export { badgeRenderer, printBadge } from './printFlow';
export { useHandheldScanner } from './hooks/useHandheldScanner';
export { useStationPlace, type StationPlace } from './hooks/useStationPlace';
export { CameraScanner } from './components/CameraScanner';
export { ChoiceGroup } from './components/ChoiceGroup';
export { AreaAndPrinterFields, occupancy, ScanMethodField } from './components/SettingsFields';
/** The fields' label and hint look, for the console's own fields beside them. */
export { default as fieldStyles } from './components/fields.module.css';
