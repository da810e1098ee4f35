import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_VERSION, BUILD_TIME, COMPANY_URL } from '../../config';
import { useTimeFormat } from '../../features/auth';
import { LanguageSwitch } from '../LanguageSwitch';
import styles from './Footer.module.css';

/** Legal links, company site, copyright, language switch and the build line (spec core §2). */
export function Footer() {
  const { t } = useTranslation();
  const built = useTimeFormat().format(new Date(BUILD_TIME).getTime(), 'dateTimeMedium');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.nav')}>
        <ul className={styles.links}>
          <li>
            <Link to="/privacy-notice">{t('legal.privacy.title')}</Link>
          </li>
          <li>
            <Link to="/terms">{t('legal.terms.title')}</Link>
          </li>
          <li>
            <Link to="/cookies">{t('legal.cookies.title')}</Link>
          </li>
          <li>
            <a href={COMPANY_URL} target="_blank" rel="noreferrer">
              {t('footer.company')}
            </a>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
      <div className={styles.meta}>
        <span>{t('footer.copyright')}</span>
        <span className={styles.version} data-testid="build-info">
          {t('footer.version', { version: APP_VERSION, time: built })}
        </span>
      </div>
    </footer>
  );
}
