import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { cameraErrorKey } from '../cameraError';
import { snapshot } from '../cropImage';
import styles from './PhotoModal.module.css';

/**
 * The Snap tab: the camera's picture (getUserMedia, the front camera where there is a choice) and
 * a button taking a still for the cropper. The camera stops when the tab closes. Why it could not
 * start shows in a banner.
 */
export function CameraSnap({ onSnap }: { onSnap: (src: string) => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'live' | { error: string }>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera', 'NoCamera');
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      if (stopped) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = media;
      if (videoRef.current) {
        videoRef.current.srcObject = media;
        await videoRef.current.play();
      }
      setState('live');
    };
    start().catch((err: unknown) => {
      if (!stopped) setState({ error: cameraErrorKey(err) });
    });
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className={styles.snap}>
      {typeof state === 'object' && <Alert>{t(state.error)}</Alert>}
      {state === 'starting' && <p className={styles.hint}>{t('profile.photo.cameraStarting')}</p>}
      <video
        ref={videoRef}
        className={styles.video}
        hidden={state !== 'live'}
        muted
        playsInline
        aria-label={t('profile.photo.cameraView')}
      />
      <Button
        disabled={state !== 'live'}
        onClick={() => videoRef.current && onSnap(snapshot(videoRef.current))}
      >
        {t('profile.photo.takePhoto')}
      </Button>
    </div>
  );
}
