import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME, DAY_MS } from '@shared/constants';
import { Button } from '../../ui/Button';
import styles from './CookieConsent.module.css';

type ConsentValue = 'allow' | 'deny';

function readConsent(): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_CONSENT_NAME}=`));
  return match ? decodeURIComponent(match.split('=')[1] ?? '') : null;
}

function writeConsent(value: ConsentValue): void {
  const maxAge = Math.round((COOKIE_CONSENT_DAYS * DAY_MS) / 1000);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The cookie banner; the choice is kept 360 days in cookie_consent_status (spec core §2, §9). */
export function CookieConsent() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => readConsent() === null);
  if (!open) return null;
  const choose = (value: ConsentValue) => {
    writeConsent(value);
    setOpen(false);
  };
  return (
    <section className={styles.banner} aria-label={t('cookieBanner.label')}>
      <p className={styles.text}>
        {t('cookieBanner.text')} <Link to="/cookies">{t('cookieBanner.policy')}</Link>
      </p>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onClick={() => choose('deny')}>
          {t('cookieBanner.decline')}
        </Button>
        <Button size="small" onClick={() => choose('allow')}>
          {t('cookieBanner.accept')}
        </Button>
      </div>
    </section>
  );
}
