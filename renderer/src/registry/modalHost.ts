import { createContext, useCallback, useContext } from 'react';
import { useNavigate, type Location } from 'react-router';

/**
 * Set around a detail modal opened over another page (app/PageLayer.tsx): the location of the page
 * it was opened over, which stays on screen beneath it. Null where a page is shown as itself.
 */
export const ModalHostContext = createContext<{ background: Location } | null>(null);

/**
 * Whether this page is rendered only to host a detail modal opened over another page: it renders
 * its outlet alone, with the context its modals read, and none of its own content.
 */
export const useIsModalHost = (): boolean => useContext(ModalHostContext) !== null;

/**
 * Closes a detail modal (a route whose handle has `modal: true`): one step back in history when it
 * was opened over another page, which is there beneath it, else to `hostPath`, the page it belongs
 * to (opened from that page, or on its own from a link).
 */
export function useCloseModal(hostPath: string): () => void {
  const navigate = useNavigate();
  const over = useContext(ModalHostContext) !== null;
  return useCallback(() => void (over ? navigate(-1) : navigate(hostPath)), [navigate, over, hostPath]);
}
