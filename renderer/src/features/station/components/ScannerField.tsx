import { devices, type DeviceScanner } from '@platform/devices';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { useStationScanners } from '../hooks/useStationScanners';
import { scannerKey } from '../scannerChoice';
import styles from './fields.module.css';
import own from './ScannerField.module.css';

/**
 * The select "Scanner" of the desktop station (console and kiosk setup, handheld scanning): a
 * serial or HID POS scanner that main reads, or keyboard-wedge input. Below it, what the station
 * cannot list and why (no libusb: no HID scanners; no udev: ports without names). Nothing on the
 * web, where keyboard-wedge input is the only handheld scanner.
 */
export function ScannerField() {
  if (devices.kind !== 'desktop') return null;
  return <StationScannerField />;
}

function StationScannerField() {
  const { t } = useTranslation();
  const id = useId();
  const notesId = useId();
  const { status, scanners, unavailable, selected, select, saveFailed } = useStationScanners();

  const optionLabel = (scanner: DeviceScanner) =>
    scanner.kind === 'keyboard'
      ? t('checkin.settings.keyboardScanner')
      : scanner.kind === 'serial'
        ? t('checkin.settings.serialScanner', { label: scanner.label })
        : t('checkin.settings.hidScanner', { label: scanner.label });

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {t('checkin.settings.scanner')}
      </label>
      {status === 'error' ? (
        <Alert>{t('checkin.settings.scannersFailed')}</Alert>
      ) : (
        <select
          id={id}
          className={styles.select}
          value={status === 'ready' ? selected : ''}
          disabled={status === 'loading'}
          aria-describedby={unavailable.length > 0 ? notesId : undefined}
          onChange={(event) => void select(event.target.value)}
        >
          {status === 'ready' ? (
            scanners.map((scanner) => (
              <option key={scannerKey(scanner)} value={scannerKey(scanner)}>
                {optionLabel(scanner)}
              </option>
            ))
          ) : (
            <option value="">{t('common.loading')}</option>
          )}
        </select>
      )}
      {unavailable.length > 0 && (
        <div id={notesId} className={own.notes}>
          {unavailable.map(({ kind, reason }) => (
            <Alert key={kind} kind="info">
              {t(`checkin.settings.scannerUnavailable.${kind}`, { reason })}
            </Alert>
          ))}
        </div>
      )}
      {saveFailed && <Alert>{t('checkin.settings.scannerSaveFailed')}</Alert>}
    </div>
  );
}
