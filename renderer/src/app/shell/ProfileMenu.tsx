import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { useSession } from '../../features/auth';
import { Avatar } from '../../ui/Avatar';
import { EmailText } from '../../ui/EmailText';
import { DocumentIcon, ShieldIcon, SignOutIcon } from '../../ui/icons';
import styles from './ProfileMenu.module.css';

export interface ProfileMenuProps {
  /** Renders the toggle; gets the props that wire it to the panel. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  placement: 'up' | 'down';
  onSignOut: () => void;
}

/**
 * The profile menu of spec core §2. Only items whose screens exist are listed: the legal pages
 * and Sign out; account pages join when they are built. Escape or a click outside closes it.
 */
export function ProfileMenu({ trigger, placement, onSignOut }: ProfileMenuProps) {
  const { t } = useTranslation();
  const profile = useSession((s) => s.profile);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const displayName = profile ? fullName(profile) : '';
  const close = () => setOpen(false);

  return (
    <div className={styles.wrap} ref={wrapRef}>
      {trigger({ 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((v) => !v) })}
      {open && (
        <div
          id={panelId}
          className={`${styles.panel} ${styles[placement]}`}
          role="region"
          aria-label={t('profileMenu.label')}
        >
          {profile && (
            <div className={styles.person}>
              <Avatar name={displayName || profile.username} src={profile.profilePhotoPath} size="lg" />
              <div>
                <strong className={styles.personName}>{displayName}</strong>
                <span className={styles.personEmail}>
                  <EmailText email={profile.email} />
                </span>
              </div>
            </div>
          )}
          <ul className={styles.list}>
            <li>
              <Link className={styles.item} to="/terms" onClick={close}>
                <DocumentIcon />
                {t('legal.terms.title')}
              </Link>
            </li>
            <li>
              <Link className={styles.item} to="/privacy-notice" onClick={close}>
                <ShieldIcon />
                {t('legal.privacy.title')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={onSignOut}>
                <SignOutIcon />
                {t('profileMenu.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
