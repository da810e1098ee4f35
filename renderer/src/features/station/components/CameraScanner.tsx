import { useTranslation } from 'react-i18next';
import { SCAN_BOX_PX } from '@shared/constants';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { useTicketScanner, type CameraError } from '../hooks/useTicketScanner';
import styles from './CameraScanner.module.css';

export interface CameraScannerProps {
  /** The camera runs only while enabled. */
  enabled: boolean;
  onCode: (text: string) => void;
  /** A larger preview for the self-service kiosk. */
  size?: 'md' | 'lg';
  /** Which camera; by default the rear one on mobile, the front one otherwise (spec §9). */
  facingMode?: 'environment' | 'user';
}

/** The i18n key of a camera failure's banner text, by the DOMException's name. */
function cameraErrorKey(error: CameraError): string {
  switch (error.name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'checkin.camera.notAllowed';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'checkin.camera.notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'checkin.camera.notReadable';
    case 'NotSupportedError':
      return 'checkin.camera.notSupported';
    default:
      return 'checkin.camera.failed';
  }
}

/**
 * The camera preview with the scan box (spec §9: 250 × 250), reading ticket QR codes through
 * useTicketScanner. A camera that fails shows a banner with the reason and the browser's own text.
 */
export function CameraScanner({ enabled, onCode, size = 'md', facingMode }: CameraScannerProps) {
  const { t } = useTranslation();
  const { attachPreview, status, error, retry } = useTicketScanner({ enabled, onCode, facingMode });

  return (
    <div className={styles.wrap}>
      {error && (
        <div className={styles.banner}>
          <Alert>
            <strong>{t(cameraErrorKey(error))}</strong>
            {error.message && <span className={styles.detail}>{error.message}</span>}
          </Alert>
          <Button variant="secondary" size="small" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      <div className={`${styles.view} ${size === 'lg' ? styles.large : ''}`}>
        <video
          ref={attachPreview}
          className={styles.video}
          aria-label={t('checkin.camera.preview')}
          muted
          playsInline
        />
        <div
          className={styles.box}
          style={{ width: `min(${SCAN_BOX_PX}px, 90%)`, height: `min(${SCAN_BOX_PX}px, 90%)` }}
          aria-hidden="true"
        />
        {status === 'starting' && (
          <p className={styles.status} role="status">
            {t('checkin.camera.starting')}
          </p>
        )}
      </div>
      <p className={styles.hint}>{t('checkin.camera.hint')}</p>
    </div>
  );
}
