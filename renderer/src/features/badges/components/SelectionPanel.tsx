import { useTranslation } from 'react-i18next';
import type { EditorState, TextAlign, TextStyle } from '../editor/BadgeCanvasEditor';
import styles from './BadgeEditor.module.css';

export interface SelectionPanelProps {
  selected: EditorState['selected'];
  onChange: (patch: Partial<TextStyle>) => void;
}

const ALIGNMENTS: TextAlign[] = ['left', 'center', 'right'];
const MIN_FONT = 4;
const MAX_FONT = 144;

/** The selected object's properties: text, size, weight, colour and alignment for text. */
export function SelectionPanel({ selected, onChange }: SelectionPanelProps) {
  const { t } = useTranslation();
  const style = selected?.style ?? null;
  return (
    <div className={styles.panel} data-testid="badge-selection">
      <h2 className={styles.panelTitle}>{t('badges.selection.title')}</h2>
      {!selected && <p className={styles.hint}>{t('badges.selection.none')}</p>}
      {selected?.kind === 'qr' && <p className={styles.hint}>{t('badges.selection.qr')}</p>}
      {selected?.kind === 'image' && <p className={styles.hint}>{t('badges.selection.image')}</p>}
      {selected?.kind === 'shape' && <p className={styles.hint}>{t('badges.selection.shape')}</p>}
      {style && (
        <>
          <label className={styles.field}>
            <span>{t('badges.selection.text')}</span>
            <textarea rows={2} value={style.text} onChange={(e) => onChange({ text: e.target.value })} />
          </label>
          <div className={styles.row}>
            <label className={styles.field}>
              <span>{t('badges.selection.fontSize')}</span>
              <input
                type="number"
                min={MIN_FONT}
                max={MAX_FONT}
                step={1}
                value={style.fontSize}
                onChange={(e) => {
                  const size = Number(e.target.value);
                  if (size >= MIN_FONT && size <= MAX_FONT) onChange({ fontSize: size });
                }}
              />
            </label>
            <label className={styles.field}>
              <span>{t('badges.selection.colour')}</span>
              <input
                type="color"
                value={/^#[0-9a-f]{6}$/i.test(style.fill) ? style.fill : '#000000'}
                onChange={(e) => onChange({ fill: e.target.value })}
              />
            </label>
          </div>
          <label className={styles.field}>
            <span>{t('badges.selection.weight')}</span>
            <select
              value={style.fontWeight}
              onChange={(e) => onChange({ fontWeight: Number(e.target.value) === 700 ? 700 : 300 })}
            >
              <option value={300}>{t('badges.selection.light')}</option>
              <option value={700}>{t('badges.selection.bold')}</option>
            </select>
          </label>
          <fieldset className={styles.align}>
            <legend>{t('badges.selection.align')}</legend>
            {ALIGNMENTS.map((align) => (
              <button
                key={align}
                type="button"
                aria-pressed={style.textAlign === align}
                onClick={() => onChange({ textAlign: align })}
              >
                {t(`badges.selection.${align}`)}
              </button>
            ))}
          </fieldset>
        </>
      )}
    </div>
  );
}
