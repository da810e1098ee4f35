import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import { Spinner } from '../../../ui/Spinner';
import { CameraScanner, type PrintMode, type ScanMethod } from '../../station';
import type { Kiosk } from '../hooks/useKiosk';
import { KioskResult } from './KioskResult';
import styles from './Kiosk.module.css';

export interface KioskScreenProps {
  event: EventDetails;
  areaName: string;
  scanMethod: ScanMethod;
  /** How badges print (the "printed" message differs); null prints none. */
  printMode: PrintMode | null;
  /** The area and printers are loaded: scans are taken. */
  ready: boolean;
  kiosk: Kiosk;
  onExit: () => void;
}

/**
 * What attendees see: "Scan your ticket" (with the camera's preview when the kiosk scans by
 * camera), "Checking your ticket…", then their result. The heading of each screen takes the focus,
 * so a screen reader reads it and no text field is focused (a keyboard-wedge scanner types into the
 * page, not into a field). The staff's exit button is small, in the corner.
 */
export function KioskScreen({
  event,
  areaName,
  scanMethod,
  printMode,
  ready,
  kiosk,
  onExit,
}: KioskScreenProps) {
  const { t } = useTranslation();
  const { state } = kiosk;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [state.phase, state.scan]);

  return (
    <main className={styles.kiosk} data-phase={state.phase}>
      <header className={styles.top}>
        <span className={styles.eventName}>{event.name}</span>
        {areaName && <span className={styles.areaName}>{areaName}</span>}
      </header>

      <div className={styles.stage}>
        {state.phase === 'welcome' && (
          <section className={styles.welcome} aria-labelledby="kiosk-heading">
            <h1 id="kiosk-heading" ref={heading} tabIndex={-1} className={styles.title}>
              {t('kiosk.welcome.title')}
            </h1>
            {ready ? (
              <p className={styles.lead}>
                {scanMethod === 'camera' ? t('kiosk.welcome.camera') : t('kiosk.welcome.handheld')}
              </p>
            ) : (
              <p className={styles.lead} role="status">
                {t('kiosk.welcome.notReady')}
              </p>
            )}
          </section>
        )}
        {state.phase === 'checking' && (
          <section className={styles.welcome} aria-labelledby="kiosk-heading">
            <h1 id="kiosk-heading" ref={heading} tabIndex={-1} className={styles.title}>
              {t('kiosk.checking')}
            </h1>
            <Spinner />
          </section>
        )}
        {scanMethod === 'camera' && state.phase !== 'result' && ready && (
          <div className={styles.camera}>
            <CameraScanner
              enabled
              size="lg"
              facingMode="user"
              onCode={(text) => kiosk.scan(text, 'camera')}
            />
          </div>
        )}
        {state.phase === 'result' && (
          <KioskResult
            state={state}
            badge={kiosk.badge}
            printMode={printMode}
            headingRef={heading}
            onDone={kiosk.reset}
          />
        )}
      </div>

      <footer className={styles.bottom}>
        <button type="button" className={styles.staffButton} onClick={onExit}>
          {t('kiosk.exit.open')}
        </button>
      </footer>
    </main>
  );
}
