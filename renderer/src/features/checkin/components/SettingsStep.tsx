import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import {
  AreaAndPrinterFields,
  type CheckinSettings,
  ChoiceGroup,
  ScanMethodField,
  type StationPlace,
} from '../../station';
import styles from './CheckinConsole.module.css';

export interface SettingsStepProps {
  settings: CheckinSettings;
  onChange: (change: Partial<CheckinSettings>) => void;
  place: StationPlace;
  onStart: () => void;
}

/** Mode scanType: how to scan (individual or fast, camera or handheld), where, and where badges print. */
export function SettingsStep({ settings, onChange, place, onStart }: SettingsStepProps) {
  const { t } = useTranslation();

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
      <ScanMethodField value={settings.scanMethod} onChange={(scanMethod) => onChange({ scanMethod })} />
      <ChoiceGroup
        legend={t('checkin.settings.direction')}
        value={settings.checkIn ? 'in' : 'out'}
        onChange={(direction) => onChange({ checkIn: direction === 'in' })}
        choices={[
          { value: 'in', label: t('checkin.settings.checkIn') },
          { value: 'out', label: t('checkin.settings.checkOut') },
        ]}
      />

      <AreaAndPrinterFields settings={settings} place={place} onChange={onChange} />

      <Button type="submit" block disabled={!place.areas.data}>
        {t('checkin.settings.start')}
      </Button>
    </form>
  );
}
