import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES } from '@shared/constants';
import { badgeImageType } from '@shared/rules/badge';
import { BADGE_PLACEHOLDERS, type BadgePlaceholder } from '@shared/schemas/badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import type { BadgeCanvasEditor } from '../editor/BadgeCanvasEditor';
import styles from './BadgeEditor.module.css';

export interface EditorToolbarProps {
  editor: BadgeCanvasEditor | null;
  disabled: boolean;
  hasSelection: boolean;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Adding to the badge: a placeholder or free text, the ticket QR, an image; deleting the selection. */
export function EditorToolbar({ editor, disabled, hasSelection }: EditorToolbarProps) {
  const { t } = useTranslation();
  const [placeholder, setPlaceholder] = useState<BadgePlaceholder>('FullName');
  const [freeText, setFreeText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const off = disabled || !editor;

  const addImage = async (file: File) => {
    if (!editor) return;
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(t('badges.toolbar.imageTooLarge'));
      return;
    }
    // DECISIONS 21: the content decides, not the name or the type the browser guessed.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = badgeImageType(bytes);
    if (!type) {
      toast.error(t('badges.toolbar.imageType'));
      return;
    }
    try {
      await editor.addImage(await dataUrlOf(new Blob([bytes], { type })));
    } catch {
      toast.error(t('badges.toolbar.imageType'));
    }
  };

  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('badges.toolbar.title')}</h2>
      <label className={styles.field}>
        <span>{t('badges.toolbar.placeholder')}</span>
        <select value={placeholder} onChange={(e) => setPlaceholder(e.target.value as BadgePlaceholder)}>
          {BADGE_PLACEHOLDERS.map((p) => (
            <option key={p} value={p}>
              {t(`badges.placeholders.${p}`)} — {`{${p}}`}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="small"
        variant="secondary"
        disabled={off}
        onClick={() => editor?.addText(`{${placeholder}}`)}
      >
        {t('badges.toolbar.addPlaceholder')}
      </Button>

      <label className={styles.field}>
        <span>{t('badges.toolbar.freeText')}</span>
        <input value={freeText} maxLength={200} onChange={(e) => setFreeText(e.target.value)} />
      </label>
      <Button
        size="small"
        variant="secondary"
        disabled={off || !freeText.trim()}
        onClick={() => {
          editor?.addText(freeText.trim());
          setFreeText('');
        }}
      >
        {t('badges.toolbar.addText')}
      </Button>

      <Button
        size="small"
        variant="secondary"
        disabled={off}
        onClick={() => {
          if (editor && !editor.addTicketQr()) toast.info(t('badges.toolbar.qrExists'));
        }}
      >
        {t('badges.toolbar.addQr')}
      </Button>

      <Button size="small" variant="secondary" disabled={off} onClick={() => fileRef.current?.click()}>
        {t('badges.toolbar.addImage')}
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('badges.toolbar.addImage')}
        data-testid="badge-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void addImage(file);
        }}
      />
      <p className={styles.hint}>{t('badges.toolbar.imageHint')}</p>

      <Button
        size="small"
        variant="ghost"
        disabled={off || !hasSelection}
        onClick={() => editor?.deleteSelected()}
      >
        {t('badges.toolbar.deleteSelected')}
      </Button>
    </div>
  );
}
