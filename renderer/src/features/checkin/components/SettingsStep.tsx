import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '../../../../../shared/schemas/checkin';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { AreasState } from '../hooks/useAreas';
import type { PrinterOptions } from '../hooks/usePrinterOptions';
import { NO_PRINTER, type CheckinSettings, type PrinterOption } from '../settings';
import { ChoiceGroup } from './ChoiceGroup';
import styles from './CheckinConsole.module.css';

export interface SettingsStepProps {
  settings: CheckinSettings;
  onChange: (change: Partial<CheckinSettings>) => void;
  areas: AreasState;
  printers: PrinterOptions;
  /** The printer the settings resolve to; null prints nothing. */
  printer: PrinterOption | null;
  /** The area the settings resolve to (the stored one, or the first when it went away). */
  area: Area | null;
  onStart: () => void;
}

/** Occupancy as the area list shows it: "12 / 250" or "12" without a limit. */
export function occupancy(area: Area): string {
  return area.capacity === null ? String(area.capacityUsed) : `${area.capacityUsed} / ${area.capacity}`;
}

/** Mode scanType: how to scan (individual or fast, camera or handheld), where, and where badges print. */
export function SettingsStep({
  settings,
  onChange,
  areas,
  printers,
  printer,
  area,
  onStart,
}: SettingsStepProps) {
  const { t } = useTranslation();
  const areaId = useId();
  const printerId = useId();

  return (
    <form
      className={styles.settings}
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <ChoiceGroup
        legend={t('checkin.settings.scanType')}
        value={settings.scanType}
        onChange={(scanType) => onChange({ scanType })}
        choices={[
          {
            value: 'individual',
            label: t('checkin.settings.individual'),
            hint: t('checkin.settings.individualHint'),
          },
          { value: 'fast', label: t('checkin.settings.fast'), hint: t('checkin.settings.fastHint') },
        ]}
      />
      <ChoiceGroup
        legend={t('checkin.settings.scanMethod')}
        value={settings.scanMethod}
        onChange={(scanMethod) => onChange({ scanMethod })}
        choices={[
          { value: 'camera', label: t('checkin.settings.camera') },
          { value: 'handheldScanner', label: t('checkin.settings.handheld') },
        ]}
      />
      <ChoiceGroup
        legend={t('checkin.settings.direction')}
        value={settings.checkIn ? 'in' : 'out'}
        onChange={(direction) => onChange({ checkIn: direction === 'in' })}
        choices={[
          { value: 'in', label: t('checkin.settings.checkIn') },
          { value: 'out', label: t('checkin.settings.checkOut') },
        ]}
      />

      <div className={styles.field}>
        <label htmlFor={areaId} className={styles.legend}>
          {t('checkin.settings.area')}
        </label>
        {areas.status === 'error' ? (
          <Alert>{t('checkin.settings.areasFailed')}</Alert>
        ) : (
          <select
            id={areaId}
            className={styles.select}
            value={area?.id ?? settings.areaId}
            disabled={areas.status === 'loading'}
            onChange={(event) => onChange({ areaId: event.target.value })}
          >
            {areas.status === 'ready' ? (
              areas.areas.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))
            ) : (
              <option value={settings.areaId}>{t('common.loading')}</option>
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

      <ChoiceGroup
        legend={t('checkin.settings.printMode')}
        value={settings.printMode}
        onChange={(printMode) => onChange({ printMode })}
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
      <div className={styles.field}>
        <label htmlFor={printerId} className={styles.legend}>
          {t('checkin.settings.printer')}
        </label>
        <select
          id={printerId}
          className={styles.select}
          value={printers.loading ? '' : (printer?.key ?? NO_PRINTER)}
          disabled={printers.loading}
          onChange={(event) => onChange({ printer: event.target.value })}
        >
          {printers.loading ? (
            <option value="">{t('common.loading')}</option>
          ) : (
            <>
              {printers.options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
              <option value={NO_PRINTER}>{t('checkin.settings.noPrinter')}</option>
            </>
          )}
        </select>
      </div>

      <Button type="submit" block disabled={areas.status !== 'ready'}>
        {t('checkin.settings.start')}
      </Button>
    </form>
  );
}
