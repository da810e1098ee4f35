import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** i18n key of the page title (document title and mobile header). */
  titleKey?: string;
  /** The page resets itself on a kiosk's idle reset (the self-service kiosk): no navigation to "/". */
  ownsIdleReset?: boolean;
  /**
   * A detail modal (a profile, a session, a speaker, the invitation screen): opened from another
   * page, it shows over that page, which keeps its state (app/PageLayer.tsx).
   */
  modal?: boolean;
}

/** The deepest matched route's title key. */
export function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as RouteHandle | undefined)?.titleKey;
    if (key) return key;
  }
  return undefined;
}

export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const key = usePageTitleKey();
  const title = key ? `${t(key)} · Lanyard` : 'Lanyard';
  useEffect(() => {
    document.title = title;
  }, [title]);
}
