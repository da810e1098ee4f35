import { DEFAULT_WEDGE_OPTIONS, EMPTY_WEDGE, wedgeIdle, wedgeKey, type WedgeOptions } from './keyboardWedge';
import type { Scan, Unsubscribe } from './types';

export const KEYBOARD_SCANNER_PATH = 'keyboard';

/**
 * Listens for keyboard-wedge scans on the whole page. Keys typed into a text field are left alone:
 * a scan is meant for the check-in screen, not for whatever form happens to have focus.
 */
export function listenForWedgeScans(
  onScan: (scan: Scan) => void,
  options: WedgeOptions = DEFAULT_WEDGE_OPTIONS,
): Unsubscribe {
  let state = EMPTY_WEDGE;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const deliver = (code: string | undefined) => {
    if (code) onScan({ source: 'keyboard', path: KEYBOARD_SCANNER_PATH, code, at: Date.now() });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey || isEditable(event.target)) return;
    // The key's own time (when the browser received it), not when the page got round to it: a page
    // busy re-rendering (the kiosk resetting its screen, a badge preview) handles queued keys late,
    // and measuring that delay as a pause between characters would split the scan and lose it.
    const step = wedgeKey(state, event.key, event.timeStamp || performance.now(), options);
    state = step.state;
    if (step.consumed) event.preventDefault();
    deliver(step.code);
    clearTimeout(idleTimer);
    if (state.buffer) {
      idleTimer = setTimeout(() => {
        const idle = wedgeIdle(state, options);
        state = idle.state;
        deliver(idle.code);
      }, options.idleMs);
    }
  };

  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    clearTimeout(idleTimer);
  };
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color'].includes(
      target.type,
    );
  }
  return false;
}
