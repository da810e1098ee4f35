import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styles from './LegalLayout.module.css';

/** Static legal pages with their side menu (spec core §2). */
export function LegalLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label={t('legal.menu')}>
        <ul>
          <li>
            <NavLink to="/privacy-notice">{t('legal.privacy.title')}</NavLink>
          </li>
          <li>
            <NavLink to="/terms">{t('legal.terms.title')}</NavLink>
          </li>
          <li>
            <NavLink to="/cookies">{t('legal.cookies.title')}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
