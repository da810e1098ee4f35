import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './UnsavedChangesGuard.module.css';

export interface UnsavedChangesGuardProps {
  /** The page holds changes that leaving would lose. */
  when: boolean;
}

/**
 * Asks before a page with unsaved changes is left. A link, Back or any navigation inside the app is
 * held by the router's blocker until the user chooses; a reload, closing the tab or typing another
 * address get the browser's own question (beforeunload), the only one a page may ask there.
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  const stay = () => blocker.reset();
  return (
    <Modal title={t('unsavedChanges.title')} onClose={stay}>
      <p>{t('unsavedChanges.text')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={stay}>
          {t('unsavedChanges.stay')}
        </Button>
        <Button onClick={() => blocker.proceed()}>{t('unsavedChanges.leave')}</Button>
      </div>
    </Modal>
  );
}
