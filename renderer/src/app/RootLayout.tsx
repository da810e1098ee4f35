import { Outlet } from 'react-router';
import { Toasts } from '../ui/Toasts';
import { CookieConsent } from './shell/CookieConsent';
import { useDocumentTitle } from './useDocumentTitle';
import { useIdleReset } from './useIdleReset';
import { useUiSettingsSync } from './useUiSettingsSync';

/** Around every page: global toasts, the cookie banner, the document title, settings sync, idle reset. */
export function RootLayout() {
  useDocumentTitle();
  useUiSettingsSync();
  useIdleReset();
  return (
    <>
      <Outlet />
      <Toasts />
      <CookieConsent />
    </>
  );
}
