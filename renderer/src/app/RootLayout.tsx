import { Outlet } from 'react-router';
import { KioskLock } from '../features/kiosk/components/KioskLock';
import { Toasts } from '../ui/Toasts';
import { CookieConsent } from './shell/CookieConsent';
import { useDocumentTitle } from './useDocumentTitle';
import { useIdleReset } from './useIdleReset';
import { useUiSettingsSync } from './useUiSettingsSync';

/**
 * Around every page: global toasts, the cookie banner, the document title, settings sync, idle
 * reset, and the lock that keeps a running kiosk on its page.
 */
export function RootLayout() {
  useDocumentTitle();
  useUiSettingsSync();
  useIdleReset();
  return (
    <>
      <KioskLock>
        <Outlet />
      </KioskLock>
      <Toasts />
      <CookieConsent />
    </>
  );
}
