import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../../features/auth';
import { ButtonLink } from '../../ui/Button';
import { BrandLink } from './BrandLink';
import { Footer } from './Footer';
import styles from './PublicShell.module.css';

/** Pages anyone may read (legal pages, not found): a slim top bar, the page, the footer. */
export function PublicShell() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <BrandLink to="/" />
        {status === 'loggedIn' ? (
          <ButtonLink to="/event/list" size="small" variant="secondary">
            {t('nav.myEvents')}
          </ButtonLink>
        ) : status === 'loggedOut' ? (
          <ButtonLink to="/login" size="small" variant="secondary">
            {t('login.submit')}
          </ButtonLink>
        ) : null}
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
