import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../features/auth';
import type { MenuLink, MenuPlace } from '../../registry/feature';
import { useFeatures } from '../../registry/FeaturesProvider';
import { menuLinksIn } from '../../registry/menus';
import { usePanels } from '../../registry/usePanels';
import { ChevronLeftIcon, MenuIcon, SignOutIcon, UserIcon } from '../../ui/icons';
import { MEDIA, useMediaQuery } from '../../ui/useMediaQuery';
import { AtShownPage, PageLayer, usePageBackground } from '../PageLayer';
import { usePageTitleKey } from '../useDocumentTitle';
import { BrandLink } from './BrandLink';
import { backTarget } from './backTarget';
import { Footer } from './Footer';
import { ProfileMenu } from './ProfileMenu';
import styles from './AppShell.module.css';

/** The event whose pages are open (its sub-links show in the side menu), null elsewhere. */
function currentEventId(pathname: string): string | null {
  return /^\/event\/([0-9a-f]{32})(\/|$)/.exec(pathname)?.[1] ?? null;
}

/** The features' links in this menu where the user is (app/features.ts). */
function useMenuLinks(place: MenuPlace) {
  const eventId = currentEventId(useLocation().pathname);
  return menuLinksIn(useFeatures(), place, { eventId });
}

/** A link's count (MenuLink.badge), nothing while its code loads. */
function MenuBadge({ badge: Badge, className }: { badge: MenuLink['badge']; className: string | undefined }) {
  if (!Badge) return null;
  return (
    <span className={className}>
      <Suspense fallback={null}>
        <Badge />
      </Suspense>
    </span>
  );
}

function useSignOut() {
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  return () => {
    signOut();
    void navigate('/login', { replace: true });
  };
}

function SideMenu({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const onSignOut = useSignOut();
  const links = useMenuLinks('sideMenu');
  return (
    <nav className={`${styles.side} ${collapsed ? styles.collapsed : ''}`} aria-label={t('nav.mainMenu')}>
      <div className={styles.sideTop}>
        <BrandLink to="/event/list" labelClassName={styles.label} />
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          onClick={onToggle}
        >
          <MenuIcon />
        </button>
      </div>
      <ul className={styles.menuList}>
        <li>
          <ProfileMenu
            placement="down"
            onSignOut={onSignOut}
            trigger={(props) => (
              <button type="button" className={styles.item} {...props}>
                <UserIcon />
                <span className={styles.label}>{t('nav.profile')}</span>
              </button>
            )}
          />
        </li>
        {links.map(({ link: { labelKey, icon: Icon, badge }, to }) => (
          <li key={labelKey}>
            <NavLink to={to} className={styles.item}>
              <Icon />
              <span className={styles.label}>{t(labelKey)}</span>
              <MenuBadge badge={badge} className={styles.sideBadge} />
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.item} onClick={onSignOut}>
            <SignOutIcon />
            <span className={styles.label}>{t('nav.signOut')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

function MobileHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleKey = usePageTitleKey();
  const links = useMenuLinks('header');
  const target = backTarget(location.pathname, location.search);
  const goBack = () => {
    // A page opened directly has no history entry of ours to go back to.
    if (target === -1) void (location.key === 'default' ? navigate('/event/list') : navigate(-1));
    else if (target) void navigate(target);
  };
  return (
    <header className={styles.header}>
      {target !== null ? (
        <button type="button" className={styles.iconButton} aria-label={t('nav.back')} onClick={goBack}>
          <ChevronLeftIcon />
        </button>
      ) : (
        <span className={styles.headerSpacer} />
      )}
      <p className={styles.headerTitle}>{titleKey ? t(titleKey) : t('app.name')}</p>
      {links.map(({ link: { labelKey, icon: Icon }, to }) => (
        <NavLink key={labelKey} to={to} className={styles.iconButton} aria-label={t(labelKey)}>
          <Icon />
        </NavLink>
      ))}
    </header>
  );
}

function BottomBar() {
  const { t } = useTranslation();
  const onSignOut = useSignOut();
  const links = useMenuLinks('bottomBar');
  return (
    <nav className={styles.bottom} aria-label={t('nav.bottomBar')}>
      <ul className={styles.bottomList}>
        {links.map(({ link: { labelKey, icon: Icon, badge }, to }) => (
          <li key={labelKey}>
            <NavLink to={to} className={styles.bottomItem}>
              <Icon />
              {t(labelKey)}
              <MenuBadge badge={badge} className={styles.bottomBadge} />
            </NavLink>
          </li>
        ))}
        <li>
          <ProfileMenu
            placement="up"
            onSignOut={onSignOut}
            trigger={(props) => (
              <button type="button" className={styles.bottomItem} {...props}>
                <UserIcon />
                {t('nav.profile')}
              </button>
            )}
          />
        </li>
      </ul>
    </nav>
  );
}

const EventHeader = lazy(() => import('./EventHeader').then((m) => ({ default: m.EventHeader })));

/** The features' panels floating over every page (the chat panel), each loaded on demand. */
function FloatingPanels() {
  return usePanels('shellFloating').map(({ Component }, index) => (
    <Suspense key={index} fallback={null}>
      <Component />
    </Suspense>
  ));
}

/**
 * The signed-in shell: side menu on tablet and desktop (collapsed by default below 1025 px),
 * mobile header and bottom bar up to 767 px. Besides the profile and signing out, the menus hold
 * the links the features declare (their navigation.ts, listed in app/features.ts); on an event's
 * pages, the features' eventHeader panels show above the page; their shellFloating panels float
 * over every page.
 */
export function AppShell() {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(MEDIA.desktop);
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? !isDesktop;
  const background = usePageBackground();
  const location = useLocation();
  const eventId = currentEventId((background ?? location).pathname);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <AtShownPage background={background}>
        <SideMenu collapsed={collapsed} onToggle={() => setCollapsedChoice(!collapsed)} />
      </AtShownPage>
      <div className={styles.column}>
        <MobileHeader />
        {/* One boundary for the event's header, the page and the footer below it: none moves when the header comes. */}
        <Suspense fallback={null}>
          <AtShownPage background={background}>{eventId && <EventHeader eventId={eventId} />}</AtShownPage>
          <main id="main" className={styles.content} tabIndex={-1}>
            <PageLayer background={background} />
          </main>
          <Footer />
        </Suspense>
      </div>
      <AtShownPage background={background}>
        <BottomBar />
      </AtShownPage>
      <FloatingPanels />
    </div>
  );
}
