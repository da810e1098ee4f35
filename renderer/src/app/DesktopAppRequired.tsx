import { useTranslation } from 'react-i18next';
import { ExternalButtonLink } from '../ui/Button';
import styles from './StatusPage.module.css';

/**
 * What the desktop renderer shows in an ordinary browser (no window.lanyard to reach the station's
 * printers, scanners and settings): a notice and the way to the web app, instead of screens that
 * would fail at the first device call.
 */
export function DesktopAppRequired() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <h1>{t('desktopOnly.title')}</h1>
      <p>{t('desktopOnly.text')}</p>
      <div className={styles.actions}>
        {/* The web app is served at the origin's root, outside the desktop renderer's base. */}
        <ExternalButtonLink href="/">{t('desktopOnly.toWeb')}</ExternalButtonLink>
      </div>
    </main>
  );
}
