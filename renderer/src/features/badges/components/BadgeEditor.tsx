import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unknownPlaceholdersIn } from '@shared/rules/badge';
import type { BadgeTemplate } from '@shared/schemas/badge';
import type { EventDetails } from '@shared/schemas/event';
import { errorText } from '../../../api/errorMessage';
import { Button, ButtonLink } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useBadgeCanvasEditor } from '../hooks/useBadgeCanvasEditor';
import { useBadgeChanges } from '../hooks/useBadgeChanges';
import type { BadgeTemplateSource } from '../render/draw';
import { EditorToolbar } from './EditorToolbar';
import { LayerList } from './LayerList';
import { PreviewPanel } from './PreviewPanel';
import { SelectionPanel } from './SelectionPanel';
import styles from './BadgeEditor.module.css';

interface EditableBadge {
  id: string | undefined;
  name: string;
  widthMm: number;
  heightMm: number;
  template: BadgeTemplate['template'];
  version: number | null;
  isDefault: boolean;
}

export interface BadgeEditorProps {
  event: EventDetails;
  initial: EditableBadge;
}

/** badgeTemplateInput's bounds for a side in mm. */
const MIN_MM = 20;
const MAX_MM = 300;
/** The preview follows the canvas after this pause. */
const SNAPSHOT_DELAY_MS = 250;
const NUDGE = { small: 1, large: 10 } as const;

const validMm = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= MIN_MM && n <= MAX_MM ? n : null;
};

export function BadgeEditor({ event, initial }: BadgeEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [name, setName] = useState(initial.name);
  const [width, setWidth] = useState(String(initial.widthMm));
  const [height, setHeight] = useState(String(initial.heightMm));
  const [saved, setSaved] = useState({
    id: initial.id,
    version: initial.version,
    isDefault: initial.isDefault,
    revision: 0,
    name: initial.name,
    widthMm: initial.widthMm,
    heightMm: initial.heightMm,
  });
  const { save: saveTemplate } = useBadgeChanges(event.id);
  const { editor, state, loaded } = useBadgeCanvasEditor(hostRef, stageRef, initial);
  const widthMm = validMm(width);
  const heightMm = validMm(height);

  // Size: applied to the canvas as soon as both sides are valid.
  useEffect(() => {
    if (editor && loaded && widthMm && heightMm) editor.setSize(widthMm, heightMm);
  }, [editor, loaded, widthMm, heightMm]);

  // What the preview and the PDF download show: the canvas as it will be saved, a moment after a change.
  const [snapshot, setSnapshot] = useState<BadgeTemplateSource>(initial);
  useEffect(() => {
    if (!editor || !loaded) return;
    const timer = setTimeout(
      () =>
        setSnapshot({
          template: editor.serialize(),
          widthMm: widthMm ?? saved.widthMm,
          heightMm: heightMm ?? saved.heightMm,
        }),
      SNAPSHOT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [editor, loaded, state.revision, widthMm, heightMm, saved.widthMm, saved.heightMm]);

  // Keyboard: Delete removes the selection, arrows nudge it — unless a form field has the keys.
  useEffect(() => {
    if (!editor) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      let handled = false;
      const step = e.shiftKey ? NUDGE.large : NUDGE.small;
      if (e.key === 'Delete' || e.key === 'Backspace') handled = editor.deleteSelected();
      else if (e.key === 'ArrowLeft') handled = editor.nudge(-step, 0);
      else if (e.key === 'ArrowRight') handled = editor.nudge(step, 0);
      else if (e.key === 'ArrowUp') handled = editor.nudge(0, -step);
      else if (e.key === 'ArrowDown') handled = editor.nudge(0, step);
      if (handled) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editor]);

  const dirty =
    state.revision !== saved.revision ||
    name !== saved.name ||
    widthMm !== saved.widthMm ||
    heightMm !== saved.heightMm;

  // A new template moves to its own address once saved — in an effect, after the render that marks
  // it saved, so the unsaved-changes guard lets the move through.
  useEffect(() => {
    if (!initial.id && saved.id) void navigate(`/event/${event.id}/badges/${saved.id}`, { replace: true });
  }, [initial.id, saved.id, event.id, navigate]);
  const unknown = [...new Set(state.layers.flatMap((layer) => unknownPlaceholdersIn(layer.text)))];
  const templateError = unknown.length
    ? t('badges.editor.unknownPlaceholder', { names: unknown.map((n) => `{${n}}`).join(', ') })
    : undefined;
  const nameError = name.trim() ? undefined : t('badges.editor.nameRequired');
  const sizeError =
    widthMm && heightMm ? undefined : t('badges.editor.sizeInvalid', { min: MIN_MM, max: MAX_MM });

  const save = async () => {
    if (!editor || nameError || templateError || !widthMm || !heightMm) return;
    const revision = state.revision;
    try {
      const result = await saveTemplate.mutateAsync({
        eventId: event.id,
        ...(saved.id ? { id: saved.id } : {}),
        name: name.trim(),
        widthMm,
        heightMm,
        template: editor.serialize(),
        makeDefault: false,
      });
      setSaved({
        id: result.id,
        version: result.version,
        isDefault: result.isDefault,
        revision,
        name,
        widthMm,
        heightMm,
      });
      toast.success(t('badges.editor.saved', { version: result.version }));
    } catch (error) {
      toast.error(`${t('badges.editor.saveFailed')} ${errorText(error, t)}`);
    }
  };

  const canvasLabel = useMemo(
    () =>
      t('badges.editor.canvasLabel', { width: widthMm ?? saved.widthMm, height: heightMm ?? saved.heightMm }),
    [t, widthMm, heightMm, saved.widthMm, saved.heightMm],
  );

  return (
    <div className={styles.editor}>
      <UnsavedChangesGuard when={dirty} />
      <header className={styles.header}>
        <div className={styles.headerTitle}>
          <ButtonLink variant="ghost" size="small" to={`/event/${event.id}/badges`}>
            ← {t('badges.editor.back')}
          </ButtonLink>
          <h1 className={styles.title}>{t('badges.editor.title')}</h1>
          {saved.version !== null && (
            <span className={styles.version} data-testid="badge-version">
              {t('badges.editor.version', { version: saved.version })}
            </span>
          )}
          {saved.isDefault && <span className={styles.defaultMark}>{t('badges.list.default')}</span>}
          {dirty && <span className={styles.unsaved}>{t('badges.editor.unsaved')}</span>}
        </div>
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t('badges.editor.name')}</span>
            <input
              value={name}
              maxLength={120}
              aria-invalid={nameError ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('badges.editor.width')}</span>
            <input
              type="number"
              min={MIN_MM}
              max={MAX_MM}
              step={1}
              value={width}
              aria-invalid={widthMm ? undefined : true}
              onChange={(e) => setWidth(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('badges.editor.height')}</span>
            <input
              type="number"
              min={MIN_MM}
              max={MAX_MM}
              step={1}
              value={height}
              aria-invalid={heightMm ? undefined : true}
              onChange={(e) => setHeight(e.target.value)}
            />
          </label>
          <Button
            loading={saveTemplate.isPending}
            disabled={!editor || !loaded || !!nameError || !!sizeError || !!templateError}
            onClick={() => void save()}
          >
            {t('badges.editor.save')}
          </Button>
        </div>
        {(nameError || sizeError || templateError) && (
          <p className={styles.error} role="alert">
            {nameError ?? sizeError ?? templateError}
          </p>
        )}
      </header>

      <div className={styles.body}>
        <aside className={styles.tools} aria-label={t('badges.toolbar.title')}>
          <EditorToolbar
            editor={editor}
            disabled={!loaded}
            hasSelection={state.selected !== null || state.layers.some((l) => l.selected)}
          />
          <LayerList layers={state.layers} onSelect={(index) => editor?.select(index)} />
        </aside>

        <div className={styles.stageColumn}>
          <section className={styles.stage} ref={stageRef} aria-label={canvasLabel}>
            <div ref={hostRef} className={styles.canvasHost} data-testid="badge-canvas" />
          </section>
          <p className={styles.hint}>{t('badges.editor.keyboardHint')}</p>
        </div>

        <aside className={styles.side}>
          <SelectionPanel selected={state.selected} onChange={(patch) => editor?.updateText(patch)} />
          <PreviewPanel eventId={event.id} template={snapshot} />
        </aside>
      </div>
    </div>
  );
}
