import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../features/auth/store';
import { ButtonLink } from '../../ui/Button';
import { Footer } from './Footer';
import styles from './PublicShell.module.css';

/** Pages anyone may read (legal pages, not found): a slim top bar, the page, the footer. */
export function PublicShell() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" />
          {t('app.name')}
        </Link>
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
