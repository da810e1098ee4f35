import { devices, type DeviceScanner, type Scan } from '@platform/devices';
import { station } from '@platform/station';
import { useEffect, useEffectEvent, useState } from 'react';

export interface HandheldScannerOptions {
  /** Scans are delivered only while enabled. */
  enabled: boolean;
  /** One complete code from a handheld scanner. */
  onCode: (code: string, scan: Scan) => void;
}

export interface HandheldScanner {
  /** The desktop station's configured serial/HID scanner once opened; null on the web. */
  scanner: DeviceScanner | null;
  /** Why the configured scanner could not be opened. */
  error: string | null;
}

/**
 * Handheld scanners through the platform devices API: keyboard-wedge scanners on the web and on the
 * desktop (a burst of keys outside a text field, complete on its terminator or after
 * HANDHELD_INPUT_DELAY_MS without keys — platform/devices/keyboardWedge.ts), plus the serial or HID
 * scanner of the desktop station's settings, which this hook opens. Those send framed codes, so
 * they need no wait.
 */
export function useHandheldScanner({ enabled, onCode }: HandheldScannerOptions): HandheldScanner {
  const deliver = useEffectEvent((scan: Scan) => onCode(scan.code, scan));
  const [scanner, setScanner] = useState<DeviceScanner | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    return devices.onScan((scan) => deliver(scan));
  }, [enabled]);

  useEffect(() => {
    if (!enabled || devices.kind !== 'desktop') return;
    let cancelled = false;
    (async () => {
      const settings = await station.getSettings();
      if (!settings?.scanner || cancelled) return;
      const opened = await devices.openScanner(settings.scanner);
      if (!cancelled) {
        setScanner(opened);
        setError(null);
      }
    })().catch((failure: unknown) => {
      if (!cancelled) setError(failure instanceof Error ? failure.message : String(failure));
    });
    // The scanner stays open: main owns it and other station screens read it too.
    return () => {
      cancelled = true;
    };
  }, [enabled]);

  return { scanner, error };
}
