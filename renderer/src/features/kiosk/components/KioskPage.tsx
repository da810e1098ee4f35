import { station } from '@platform/station';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import { PageSpinner } from '../../../ui/Spinner';
import { areaName, useHandheldScanner, useStationPlace } from '../../station';
import { canCheckIn, EventLoadError, useEventDetails } from '../../eventHome';
import { useKiosk } from '../hooks/useKiosk';
import { useKioskLock } from '../hooks/useKioskLock';
import { activeKiosk, useKioskSettings } from '../settings';
import { KioskExit } from './KioskExit';
import { KioskScreen } from './KioskScreen';
import { KioskSetup } from './KioskSetup';
import styles from './Kiosk.module.css';

/**
 * /event/:eventId/kiosk: the self-service kiosk. Staff (check-in admins, organizers) choose its
 * settings and start it; attendees then scan their own ticket, are checked in and get their badge.
 * The page has no app menu; leaving it needs the staff member's password.
 */
export function KioskPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const { data: event, error, refetch } = useEventDetails(eventId);

  if (!event) {
    if (!error) return <PageSpinner />;
    return <EventLoadError error={error} retry={() => void refetch()} className={styles.message} />;
  }
  if (!canCheckIn(event)) {
    return (
      <main className={styles.message}>
        <h1>{t('kiosk.title')}</h1>
        <p>{t('kiosk.setup.denied')}</p>
        <Link to={`/event/${event.id}`}>{t('kiosk.setup.back')}</Link>
      </main>
    );
  }
  return <Kiosk event={event} />;
}

function Kiosk({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const [settings, updateSettings] = useKioskSettings(event.id);
  const [running, setRunning] = useState(() => activeKiosk.get() === event.id);
  const [exiting, setExiting] = useState(false);
  const place = useStationPlace(event.id, event.printers, settings);
  const { area, printer, ready } = place;
  // Scans wait until the area and the printer are known: a badge must not be skipped while loading.
  const taking = running && ready && !exiting;

  const kiosk = useKiosk({
    eventId: event.id,
    areaId: area?.id ?? settings.areaId,
    printer,
    running: taking,
  });
  useKioskLock(running);
  useHandheldScanner({
    enabled: taking && kiosk.state.phase !== 'checking',
    onCode: (code) => kiosk.scan(code, 'handheld'),
  });
  // An idle kiosk closes a staff dialog left open too.
  useEffect(() => station.onIdleReset(() => setExiting(false)), []);

  if (!running) {
    return (
      <KioskSetup
        event={event}
        settings={settings}
        onChange={updateSettings}
        place={place}
        onStart={() => {
          activeKiosk.set(event.id);
          kiosk.reset();
          setRunning(true);
          // A browser kiosk goes full screen (a user gesture allows it); the desktop kiosk already is.
          document.documentElement.requestFullscreen?.().catch(() => undefined);
        }}
      />
    );
  }
  return (
    <>
      <KioskScreen
        event={event}
        areaName={area ? areaName(area, t) : ''}
        scanMethod={settings.scanMethod}
        printMode={printer?.mode ?? null}
        ready={ready}
        kiosk={kiosk}
        onExit={() => setExiting(true)}
      />
      {exiting && (
        <KioskExit
          onCancel={() => setExiting(false)}
          onConfirmed={() => {
            activeKiosk.clear();
            kiosk.reset();
            setExiting(false);
            setRunning(false);
            if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
          }}
        />
      )}
    </>
  );
}
