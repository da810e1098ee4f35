import { useLayoutEffect, type RefObject } from 'react';

/** CSS variables the shell reads to keep its content clear of the floating chat. */
const LAUNCHER_SPACE = '--floating-launcher-space';
const PANEL_SPACE = '--floating-panel-space';
/** Space left between the page's content and the floating chat. */
const GAP_PX = 12;

/**
 * Keeps the page clear of the floating chat (issue 20): the footer ends above the launcher, so its
 * copyright and version line is never under it (Footer.module.css), and on desktop the open panel
 * takes a column of its own beside the page instead of covering its right-hand column, Program's My
 * Agenda (AppShell.module.css). Each variable is the space the launcher and the panel take from the
 * window's bottom and right edges, measured, and removed when they go.
 */
export function useClearOfCorner(
  launcher: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  expanded: boolean,
): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const measure = () => {
      const button = launcher.current?.getBoundingClientRect();
      if (button)
        root.setProperty(LAUNCHER_SPACE, `${Math.ceil(window.innerHeight - button.top + GAP_PX)}px`);
      const open = expanded ? panel.current?.getBoundingClientRect() : undefined;
      if (open) root.setProperty(PANEL_SPACE, `${Math.ceil(window.innerWidth - open.left + GAP_PX)}px`);
      else root.removeProperty(PANEL_SPACE);
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const el of [launcher.current, panel.current]) if (el) observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty(LAUNCHER_SPACE);
      root.removeProperty(PANEL_SPACE);
    };
  }, [launcher, panel, expanded]);
}
