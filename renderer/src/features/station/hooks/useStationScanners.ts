import { devices, type DeviceScanner, type ScannerUnavailable } from '@platform/devices';
import { station } from '@platform/station';
import { useEffect, useState } from 'react';
import { scannerKey, stationScanner, type StationScanner } from '../scannerChoice';

export interface StationScanners {
  status: 'loading' | 'ready' | 'error';
  /** Every scanner the station can use now, keyboard-wedge input included. */
  scanners: DeviceScanner[];
  /** Kinds the station cannot list (no libusb, no udev), with the reason. */
  unavailable: ScannerUnavailable[];
  /** The key (scannerKey) of the station's scanner. */
  selected: string;
  /** Saves the picked scanner in the station settings; main opens it. */
  select(key: string): Promise<void>;
  /** The last select() failed. */
  saveFailed: boolean;
}

const KEYBOARD_KEY = scannerKey({ kind: 'keyboard', path: 'keyboard' });

/**
 * The desktop station's scanner: the scanners main lists and the one its settings name. A
 * configured scanner that is not plugged in now stays selectable under its path. Loads once when
 * mounted: ScannerField mounts it only in the desktop app with handheld scanning chosen.
 */
export function useStationScanners(): StationScanners {
  const [status, setStatus] = useState<StationScanners['status']>('loading');
  const [listed, setListed] = useState<{ scanners: DeviceScanner[]; unavailable: ScannerUnavailable[] }>({
    scanners: [],
    unavailable: [],
  });
  const [current, setCurrent] = useState<StationScanner>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([devices.listScanners(), station.getSettings()]).then(
      ([list, settings]) => {
        if (cancelled) return;
        setListed(list);
        setCurrent(settings?.scanner ?? null);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const configuredMissing =
    current !== null && !listed.scanners.some((s) => scannerKey(s) === scannerKey(current));
  const scanners = configuredMissing
    ? [...listed.scanners, { kind: current.kind, path: current.path, label: current.path }]
    : listed.scanners;

  async function select(key: string): Promise<void> {
    const picked = scanners.find((s) => scannerKey(s) === key);
    if (!picked) return;
    try {
      const saved = await station.updateSettings({ scanner: stationScanner(picked, current) });
      setCurrent(saved.scanner);
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  }

  return {
    status,
    scanners,
    unavailable: listed.unavailable,
    selected: current ? scannerKey(current) : KEYBOARD_KEY,
    select,
    saveFailed,
  };
}
