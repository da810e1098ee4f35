import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useDomain, useDomainEventPath, useSession } from '../../features/auth';
import { publicUrl } from '../../config';
import { PageSpinner } from '../../ui/Spinner';
import defaultBanner from '../../assets/default-banner.svg';
import { Carousel } from './Carousel';
import { Footer } from './Footer';
import styles from './AuthShell.module.css';

/**
 * Public authentication pages. On an event's own domain the side shows that event's branding;
 * elsewhere the carousel. A signed-in visitor is sent on to the domain event or the event list.
 */
export function AuthShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useSession((s) => s.status);
  const domainStatus = useDomain((s) => s.status);
  const domain = useDomain((s) => s.details);
  const domainEventPath = useDomainEventPath();

  if (status === 'loggedIn' && location.pathname !== '/forgot-password-confirm') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? domainEventPath ?? '/event/list'} replace />;
  }
  const loading = status === 'loading' || domainStatus !== 'ready';
  const branding = domain?.branding ?? null;

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <div className={styles.aside}>
          {branding ? (
            <div data-testid="event-branding">
              <img className={styles.brandBanner} src={branding.banner ?? defaultBanner} alt="" />
              <p className={styles.brandName}>{branding.name}</p>
            </div>
          ) : (
            <Carousel />
          )}
        </div>
        <div className={styles.formSide}>
          <div className={styles.card}>
            <Link to="/login" className={styles.logo}>
              <img src={branding?.logo ?? publicUrl('favicon.svg')} alt="" />
              {branding?.name ?? t('app.name')}
            </Link>
            {loading ? <PageSpinner /> : <Outlet />}
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}
