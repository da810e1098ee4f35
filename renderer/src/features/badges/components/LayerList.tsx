import { useTranslation } from 'react-i18next';
import type { EditorLayer } from '../editor/BadgeCanvasEditor';
import styles from './BadgeEditor.module.css';

export interface LayerListProps {
  layers: EditorLayer[];
  onSelect: (index: number) => void;
}

/** The badge's objects as a list, top first: what the canvas shows, reachable by keyboard and screen reader. */
export function LayerList({ layers, onSelect }: LayerListProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('badges.layers.title')}</h2>
      <ol className={styles.layers} data-testid="badge-layers">
        {[...layers].reverse().map((layer) => (
          <li key={layer.index}>
            <button
              type="button"
              className={styles.layer}
              aria-pressed={layer.selected}
              onClick={() => onSelect(layer.index)}
            >
              <span className={styles.layerKind}>{t(`badges.layers.${layer.kind}`)}</span>
              {layer.kind === 'text' && (
                <span className={styles.layerText}>{layer.text.trim() || t('badges.layers.emptyText')}</span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
