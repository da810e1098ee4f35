import { Outlet } from 'react-router';
import { Toasts } from '../ui/Toasts';
import { CookieConsent } from './shell/CookieConsent';
import { useDocumentTitle } from './useDocumentTitle';
import { useUiSettingsSync } from './useUiSettingsSync';

/** Around every page: global toasts, the cookie banner, the document title, settings sync. */
export function RootLayout() {
  useDocumentTitle();
  useUiSettingsSync();
  return (
    <>
      <Outlet />
      <Toasts />
      <CookieConsent />
    </>
  );
}
