import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { SCAN_BOX_PX, SCAN_LOOKUP_THROTTLE_MS, SCANNER_FPS, SCANNER_ZOOM } from '@shared/constants';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { cameraFacing, scanBoxSource, zoomWithin } from '../cameraGeometry';
import { gateScan, OPEN_SCAN_GATE } from '../scanGate';

/** A camera failure as the banner shows it: the DOMException's name (NotAllowedError…) and text. */
export interface CameraError {
  name: string;
  message: string;
}

type CameraStatus = 'idle' | 'starting' | 'scanning' | 'error';

export interface TicketScannerOptions {
  /** The camera runs only while enabled (the result screen of individual mode stops it). */
  enabled: boolean;
  /** A code read inside the scan box that passed the lookup throttle. */
  onCode: (text: string) => void;
  /** Defaults to the rear camera on mobile and the front one otherwise (spec §9). */
  facingMode?: 'environment' | 'user';
  /** Spec §9 defaults: 10 fps, a 250 px scan box, zoom 3, one lookup per 2000 ms. */
  fps?: number;
  boxPx?: number;
  zoom?: number;
  throttleMs?: number;
}

export interface TicketScanner {
  /** Attach to the preview <video>. */
  attachPreview: (video: HTMLVideoElement | null) => void;
  status: CameraStatus;
  error: CameraError | null;
  /** Asks for the camera again after an error (a permission granted meanwhile). */
  retry: () => void;
}

function cameraError(error: unknown): CameraError {
  if (error instanceof DOMException || error instanceof Error) {
    return { name: error.name, message: error.message };
  }
  return { name: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}

interface ZoomCapabilities {
  zoom?: { min?: number; max?: number };
}

/**
 * The camera ticket scanner (spec §4, §9): opens the camera facing the right way, asks for zoom 3
 * where the track supports it, and decodes QR codes from the part of the frame under the on-screen
 * scan box, SCANNER_FPS times a second. Codes pass the lookup throttle (scanGate) before onCode.
 * The decoder (@zxing/browser) loads with the first camera start.
 */
export function useTicketScanner(options: TicketScannerOptions): TicketScanner {
  const mobile = useMediaQuery(MEDIA.mobile);
  const {
    enabled,
    facingMode = cameraFacing(mobile),
    fps = SCANNER_FPS,
    boxPx = SCAN_BOX_PX,
    zoom = SCANNER_ZOOM,
    throttleMs = SCAN_LOOKUP_THROTTLE_MS,
  } = options;
  const onCode = useEffectEvent((text: string) => options.onCode(text));
  // The element in state re-runs the effect when the preview mounts; the ref is what it writes to.
  const videoElement = useRef<HTMLVideoElement | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ run: string; error: CameraError | null } | null>(null);

  const run = [facingMode, fps, boxPx, zoom, throttleMs, attempt].join('|');
  const active = enabled && video !== null;
  const settled = active && outcome?.run === run ? outcome : null;
  const status: CameraStatus = !active
    ? 'idle'
    : !settled
      ? 'starting'
      : settled.error
        ? 'error'
        : 'scanning';

  useEffect(() => {
    const element = videoElement.current;
    if (!enabled || !video || !element) return;
    const runKey = [facingMode, fps, boxPx, zoom, throttleMs, attempt].join('|');
    const session = {
      stopped: false,
      stream: null as MediaStream | null,
      timer: undefined as ReturnType<typeof setTimeout> | undefined,
      gate: OPEN_SCAN_GATE,
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new DOMException(
          'This browser offers no camera to web pages (HTTPS is required).',
          'NotSupportedError',
        );
      }
      const [media, { BrowserQRCodeReader }] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: facingMode }, width: { ideal: 1280 }, height: { ideal: 720 } },
        }),
        import('@zxing/browser'),
      ]);
      session.stream = media;
      if (session.stopped) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      const [track] = media.getVideoTracks();
      const capabilities = (track?.getCapabilities?.() ?? {}) as ZoomCapabilities;
      const zoomTo = zoomWithin(zoom, capabilities.zoom);
      if (track && zoomTo !== null) {
        // Zoom is not in every browser's constraint types; a track that refuses it scans unzoomed.
        await track
          .applyConstraints({ advanced: [{ zoom: zoomTo } as MediaTrackConstraintSet] })
          .catch(() => undefined);
      }
      element.srcObject = media;
      element.muted = true;
      element.playsInline = true;
      await element.play();
      if (session.stopped) return;
      setOutcome({ run: runKey, error: null });

      const reader = new BrowserQRCodeReader();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const tick = () => {
        if (session.stopped) return;
        if (context && element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) {
          const box = scanBoxSource(
            { width: element.videoWidth, height: element.videoHeight },
            { width: element.clientWidth, height: element.clientHeight },
            boxPx,
          );
          canvas.width = box.width;
          canvas.height = box.height;
          context.drawImage(element, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
          let text: string | null = null;
          try {
            text = reader.decodeFromCanvas(canvas).getText();
          } catch {
            // No code in this frame (NotFoundException), or an unreadable one: try the next.
          }
          if (text) {
            const step = gateScan(session.gate, text, Date.now(), throttleMs);
            session.gate = step.state;
            if (step.accept) onCode(text);
          }
        }
        session.timer = setTimeout(tick, 1000 / fps);
      };
      tick();
    };

    start().catch((failure: unknown) => {
      if (!session.stopped) setOutcome({ run: runKey, error: cameraError(failure) });
    });

    return () => {
      session.stopped = true;
      clearTimeout(session.timer);
      session.stream?.getTracks().forEach((track) => track.stop());
      if (element.srcObject === session.stream) element.srcObject = null;
      setOutcome(null);
    };
  }, [enabled, video, facingMode, fps, boxPx, zoom, throttleMs, attempt]);

  const attachPreview = useCallback((element: HTMLVideoElement | null) => {
    videoElement.current = element;
    setVideo(element);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { attachPreview, status, error: settled?.error ?? null, retry };
}
