import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import { Button, ButtonLink } from '../../../ui/Button';
import { AreaAndPrinterFields, ScanMethodField, type StationPlace } from '../../station';
import type { KioskSettings } from '../settings';
import styles from './Kiosk.module.css';

export interface KioskSetupProps {
  event: EventDetails;
  settings: KioskSettings;
  onChange: (change: Partial<KioskSettings>) => void;
  place: StationPlace;
  onStart: () => void;
}

/**
 * The staff's screen before the kiosk starts: how attendees scan (camera or handheld scanner), the
 * area they are checked in at, and where badges print (the console's fields). Hidden once started.
 */
export function KioskSetup({ event, settings, onChange, place, onStart }: KioskSetupProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.setup} aria-labelledby="kiosk-setup-title">
      <p className={styles.eventName}>{event.name}</p>
      <h1 id="kiosk-setup-title" className={styles.setupTitle}>
        {t('kiosk.title')}
      </h1>
      <p className={styles.setupIntro}>{t('kiosk.setup.intro')}</p>
      <form
        className={styles.setupForm}
        onSubmit={(e) => {
          e.preventDefault();
          onStart();
        }}
      >
        <ScanMethodField value={settings.scanMethod} onChange={(scanMethod) => onChange({ scanMethod })} />
        <AreaAndPrinterFields settings={settings} place={place} onChange={onChange} />
        <div className={styles.setupActions}>
          <Button type="submit" disabled={!place.ready}>
            {t('kiosk.setup.start')}
          </Button>
          <ButtonLink to={`/event/${event.id}`} variant="secondary">
            {t('kiosk.setup.back')}
          </ButtonLink>
        </div>
      </form>
    </main>
  );
}
