import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { checkProfilePhoto, type ProfilePhotoType } from '@shared/rules/profilePhoto';
import { errorText } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toastStore';
import { cropToBase64, type CropArea } from '../cropImage';
import { useProfilePhoto } from '../hooks/useProfilePhoto';
import { CameraSnap } from './CameraSnap';
import styles from './PhotoModal.module.css';

const TABS = ['upload', 'snap'] as const;
type Tab = (typeof TABS)[number];

interface Picked {
  src: string;
  type: ProfilePhotoType;
}

/**
 * The update photo modal (spec networking §2, §5): tabs Upload and Snap, then a square crop. A
 * file is checked against the photo rule (jpeg or png, at most 2 MB: checkProfilePhoto) as it is
 * picked, the cropped export again before it is sent, and the server checks the content last
 * (its refusal shows here). A camera still is a PNG.
 */
export function PhotoModal({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const [tab, setTab] = useState<Tab>('upload');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useProfilePhoto(eventId);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const pickedSrc = picked?.src;

  // A picked file is shown through an object URL, given back when another is picked or the modal closes.
  useEffect(
    () => () => {
      if (pickedSrc?.startsWith('blob:')) URL.revokeObjectURL(pickedSrc);
    },
    [pickedSrc],
  );

  const pick = (next: Picked | null) => {
    setProblem(null);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setPicked(next);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkProfilePhoto(file.type, file.size);
    if (refusal) {
      setProblem(t(refusal));
      return;
    }
    pick({ src: URL.createObjectURL(file), type: file.type as ProfilePhotoType });
  };

  const save = async () => {
    if (!picked || !area) return;
    setBusy(true);
    try {
      const { base64, bytes } = await cropToBase64(picked.src, area, picked.type);
      const refusal = checkProfilePhoto(picked.type, bytes);
      if (refusal) {
        setProblem(t(refusal));
        return;
      }
      await upload.mutateAsync(base64);
      toast.success(t('profile.photo.saved'));
      onClose();
    } catch (err) {
      setProblem(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  const onTabKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? tab;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal title={t('profile.photo.title')} onClose={onClose}>
      <div className={styles.body}>
        {problem && <Alert>{problem}</Alert>}
        {picked ? (
          <>
            <div className={styles.cropper}>
              <Cropper
                image={picked.src}
                crop={crop}
                zoom={zoom}
                aspect={1}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                mediaProps={{ alt: t('profile.photo.preview') }}
                // The library's crop area is a focusable div that arrow keys move: as an application
                // it may carry its label (a plain div may not: axe aria-prohibited-attr) and screen
                // readers hand it the arrow keys.
                cropperProps={{ role: 'application', 'aria-label': t('profile.photo.cropArea') }}
              />
            </div>
            <label className={styles.zoom}>
              {t('profile.photo.zoom')}
              <input
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(e) => setZoom(Number(e.target.value))}
              />
            </label>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => pick(null)}>
                {t('profile.photo.another')}
              </Button>
              <Button loading={busy} disabled={!area} onClick={() => void save()}>
                {t('profile.photo.save')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <div
              role="tablist"
              aria-label={t('profile.photo.source')}
              className={styles.tabs}
              onKeyDown={onTabKey}
            >
              {TABS.map((name) => (
                <button
                  key={name}
                  ref={(el) => {
                    tabRefs.current[name] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-${name}-tab`}
                  aria-selected={tab === name}
                  aria-controls={`${baseId}-${name}-panel`}
                  tabIndex={tab === name ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(name)}
                >
                  {t(`profile.photo.${name}`)}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${baseId}-${tab}-panel`}
              aria-labelledby={`${baseId}-${tab}-tab`}
              className={styles.panel}
            >
              {tab === 'upload' ? (
                <label className={styles.file}>
                  <span className={styles.fileLabel}>{t('profile.photo.choose')}</span>
                  <span className={styles.hint}>{t('profile.photo.rules')}</span>
                  <input
                    type="file"
                    accept="image/jpeg,image/png"
                    onChange={(e) => {
                      onFile(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </label>
              ) : (
                <CameraSnap onSnap={(src) => pick({ src, type: 'image/png' })} />
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
