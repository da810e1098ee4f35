import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { FeaturesProvider } from '../registry/FeaturesProvider';
import { Toasts } from '../ui/Toasts';
import { features } from './features';
import { CookieConsent } from './shell/CookieConsent';
import { useDocumentTitle } from './useDocumentTitle';
import { useIdleReset } from './useIdleReset';
import { useUiSettingsSync } from './useUiSettingsSync';

/** The page inside what each feature wraps every page in (the running kiosk's lock), first outermost. */
const aroundPages = (page: ReactNode) =>
  features.reduceRight<ReactNode>(
    (inner, { aroundPages: Around }) => (Around ? <Around>{inner}</Around> : inner),
    page,
  );

/**
 * Around every page: the features (app/features.ts) for the screens that show what other features
 * add, global toasts, the cookie banner, the document title, settings sync, idle reset, and what
 * features wrap every page in.
 */
export function RootLayout() {
  useDocumentTitle();
  useUiSettingsSync();
  useIdleReset();
  return (
    <FeaturesProvider features={features}>
      {aroundPages(<Outlet />)}
      <Toasts />
      <CookieConsent />
    </FeaturesProvider>
  );
}
