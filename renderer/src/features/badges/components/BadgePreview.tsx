import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_DPI, PRINT_DPI } from '@shared/constants';
import { mmToPx } from '@shared/rules/badge';
import type { BadgeValues } from '@shared/schemas/badge';
import type { BadgeTemplateSource } from '../render/draw';
import { renderBadge } from '../render/renderBadge';
import styles from './BadgePreview.module.css';

export interface BadgePreviewProps {
  template: BadgeTemplateSource;
  values: BadgeValues;
  ticketUrl: string;
  className?: string;
}

/** Re-render after the inputs have been still this long (typing in the editor). */
const RENDER_DELAY_MS = 120;
/** Widths are rounded up to a step so that resizing the window does not re-render on every pixel. */
const WIDTH_STEP_PX = 64;

/**
 * The badge as it will print, scaled to fit its container (width, and height when the container
 * has one): rendered by renderBadge at the resolution the screen needs, never above print's.
 */
export function BadgePreview({ template, values, ticketUrl, className }: BadgePreviewProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setBoxWidth(Math.ceil(width / WIDTH_STEP_PX) * WIDTH_STEP_PX);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (boxWidth === 0) return;
    let cancelled = false;
    const sceneWidth = mmToPx(template.widthMm, PREVIEW_DPI);
    const dpi = Math.min(PRINT_DPI, (PREVIEW_DPI * boxWidth * (window.devicePixelRatio || 1)) / sceneWidth);
    const timer = setTimeout(() => {
      renderBadge({ template, values, ticketUrl, dpi, format: 'png' }).then(
        (png) => {
          if (cancelled) return;
          setFailed(false);
          setImage(URL.createObjectURL(new Blob([png as BlobPart], { type: 'image/png' })));
        },
        () => !cancelled && setFailed(true),
      );
    }, RENDER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [template, values, ticketUrl, boxWidth]);

  useEffect(() => () => void (image && URL.revokeObjectURL(image)), [image]);

  const name = values.FullName || [values.FirstName, values.LastName].filter(Boolean).join(' ');
  return (
    <div
      ref={boxRef}
      className={`${styles.box} ${className ?? ''}`}
      style={{ aspectRatio: `${template.widthMm} / ${template.heightMm}` }}
      data-testid="badge-preview"
    >
      {failed ? (
        <p className={styles.failed} role="alert">
          {t('badges.preview.failed')}
        </p>
      ) : image ? (
        <img className={styles.image} src={image} alt={t('badges.preview.alt', { name })} />
      ) : (
        <div className={styles.placeholder} role="status" aria-label={t('badges.preview.rendering')} />
      )}
    </div>
  );
}
