import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BadgeTemplate } from '@shared/schemas/badge';
import { BadgeCanvasEditor, type EditorState } from '../editor/BadgeCanvasEditor';

export interface InitialTemplate {
  template: BadgeTemplate['template'];
  widthMm: number;
  heightMm: number;
}

/**
 * Mounts the fabric editor in `host`, loads the template once, and keeps the scene fitted to
 * `stage`. The editor object is null until the template has loaded.
 */
export function useBadgeCanvasEditor(
  host: RefObject<HTMLDivElement | null>,
  stage: RefObject<HTMLDivElement | null>,
  initial: InitialTemplate,
) {
  const [editor, setEditor] = useState<BadgeCanvasEditor | null>(null);
  const [state, setState] = useState<EditorState>({ layers: [], selected: null, revision: 0 });
  const initialRef = useRef(initial);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = new BadgeCanvasEditor(element, setState);
    const { template, widthMm, heightMm } = initialRef.current;
    // Handed out once loaded: until then the page's controls stay disabled.
    void instance.load(template, widthMm, heightMm).then(() => setEditor(instance));
    return () => {
      instance.dispose();
      setEditor(null);
    };
  }, [host]);

  useEffect(() => {
    const element = stage.current;
    if (!editor || !element) return;
    const observer = new ResizeObserver(() =>
      editor.fit(element.clientWidth - 32, element.clientHeight - 32),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [editor, stage]);

  return { editor, state, loaded: editor !== null };
}
