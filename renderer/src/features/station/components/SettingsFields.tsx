import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '@shared/schemas/checkin';
import { Alert } from '../../../ui/Alert';
import { areaName } from '../areaName';
import { printerOptionName } from '../printerName';
import type { AreasState } from '../hooks/useAreas';
import type { PrinterOptions } from '../hooks/usePrinterOptions';
import type { StationPlace } from '../hooks/useStationPlace';
import { NO_PRINTER, type PrintMode, type PrinterOption, type ScanMethod } from '../settings';
import { ChoiceGroup } from './ChoiceGroup';
import { ScannerField } from './ScannerField';
import styles from './fields.module.css';

/**
 * The radio group "Scan method": camera or handheld scanner, and for a handheld scanner the select
 * "Scanner" of the desktop station (console and kiosk setup).
 */
export function ScanMethodField({
  value,
  onChange,
}: {
  value: ScanMethod;
  onChange: (value: ScanMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceGroup
        legend={t('checkin.settings.scanMethod')}
        value={value}
        onChange={onChange}
        choices={[
          { value: 'camera', label: t('checkin.settings.camera') },
          { value: 'handheldScanner', label: t('checkin.settings.handheld') },
        ]}
      />
      {value === 'handheldScanner' && <ScannerField />}
    </>
  );
}

interface PrintingFieldsProps {
  printMode: PrintMode;
  printers: PrinterOptions;
  /** The printer the settings resolve to; null prints nothing. */
  printer: PrinterOption | null;
  /** The print mode, or the printer's key (or NO_PRINTER), as chosen. */
  onChange: (change: { printMode: PrintMode } | { printer: string }) => void;
}

/** "Print mode" and the printers it offers (console and kiosk setup). */
function PrintingFields({ printMode, printers, printer, onChange }: PrintingFieldsProps) {
  return (
    <>
      <PrintModeField value={printMode} onChange={(mode) => onChange({ printMode: mode })} />
      <PrinterField
        printers={printers}
        printer={printer}
        onChange={(choice) => onChange({ printer: choice })}
      />
    </>
  );
}

/** The radio group "Print mode": this station prints, or the print queue. */
function PrintModeField({ value, onChange }: { value: PrintMode; onChange: (value: PrintMode) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      legend={t('checkin.settings.printMode')}
      value={value}
      onChange={onChange}
      choices={[
        {
          value: 'directly',
          label: t('checkin.settings.directly'),
          hint: t('checkin.settings.directlyHint'),
        },
        {
          value: 'printQueue',
          label: t('checkin.settings.printQueue'),
          hint: t('checkin.settings.printQueueHint'),
        },
      ]}
    />
  );
}

export interface AreaAndPrinterFieldsProps {
  /** The stored choices: the area's id (shown while the areas load) and the print mode. */
  settings: { areaId: string; printMode: PrintMode };
  place: StationPlace;
  /** The area's id, the print mode, or the printer's key (or NO_PRINTER), as chosen. */
  onChange: (change: { areaId: string } | { printMode: PrintMode } | { printer: string }) => void;
}

/** Where a station checks people in and where it prints their badges (console and kiosk setup). */
export function AreaAndPrinterFields({
  settings,
  place: { areas, area, printers, printer },
  onChange,
}: AreaAndPrinterFieldsProps) {
  return (
    <>
      <AreaField
        areas={areas}
        area={area}
        areaId={settings.areaId}
        onChange={(areaId) => onChange({ areaId })}
      />
      <PrintingFields
        printMode={settings.printMode}
        printers={printers}
        printer={printer}
        onChange={onChange}
      />
    </>
  );
}

/** Occupancy as the area list shows it: "12 / 250" or "12" without a limit. */
export function occupancy(area: Area): string {
  return area.capacity === null ? String(area.capacityUsed) : `${area.capacityUsed} / ${area.capacity}`;
}

interface AreaFieldProps {
  areas: AreasState;
  /** The area the settings resolve to (the stored one, or the first when it went away). */
  area: Area | null;
  /** The stored choice, shown while the areas load. */
  areaId: string;
  onChange: (areaId: string) => void;
}

/** The select "Area" with the chosen area's occupancy and info below (console and kiosk setup). */
function AreaField({ areas, area, areaId, onChange }: AreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {t('checkin.settings.area')}
      </label>
      {!areas.data && areas.isError ? (
        <Alert>{t('checkin.settings.areasFailed')}</Alert>
      ) : (
        <select
          id={id}
          className={styles.select}
          value={area?.id ?? areaId}
          disabled={!areas.data}
          onChange={(event) => onChange(event.target.value)}
        >
          {areas.data ? (
            areas.data.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {areaName(choice, t)}
              </option>
            ))
          ) : (
            <option value={areaId}>{t('common.loading')}</option>
          )}
        </select>
      )}
      {area && (
        <small className={styles.choiceHint}>
          {t('checkin.result.occupancy', { occupancy: occupancy(area) })}
          {area.info ? ` · ${area.info}` : ''}
        </small>
      )}
    </div>
  );
}

interface PrinterFieldProps {
  printers: PrinterOptions;
  /** The printer the settings resolve to; null prints nothing. */
  printer: PrinterOption | null;
  /** A printer option's key, or NO_PRINTER. */
  onChange: (choice: string) => void;
}

/** The select "Printer": the print mode's printers and "No printing". */
function PrinterField({ printers, printer, onChange }: PrinterFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.legend}>
        {t('checkin.settings.printer')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={printers.loading ? '' : (printer?.key ?? NO_PRINTER)}
        disabled={printers.loading}
        onChange={(event) => onChange(event.target.value)}
      >
        {printers.loading ? (
          <option value="">{t('common.loading')}</option>
        ) : (
          <>
            {printers.options.map((option) => (
              <option key={option.key} value={option.key}>
                {printerOptionName(option, t)}
              </option>
            ))}
            <option value={NO_PRINTER}>{t('checkin.settings.noPrinter')}</option>
          </>
        )}
      </select>
    </div>
  );
}
