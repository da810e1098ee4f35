import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { defaultEventTab, visibleEventTabs } from '@shared/rules/eventTabs';
import { eventTabsIn } from '../../../registry/eventTabs';
import type { PanelProps } from '../../../registry/feature';
import { useFeatures } from '../../../registry/FeaturesProvider';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { useSettledEventDetails } from '../hooks/useSettledEventDetails';
import styles from './EventTabs.module.css';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The event tabs above every page of an event (spec core §2): the tabs the features declare
 * (Feature.eventTabs) that this viewer sees, in the event's order (shared/rules/eventTabs.ts).
 * Links in a navigation landmark, the open page's marked current; one of them is in the tab order
 * — the open tab, else the viewer's default tab — and the arrow keys, Home and End move along them.
 * It suspends until the event's details are in (the page waits with it: AppShell), and shows
 * nothing when they failed or the viewer sees no tab.
 */
export function EventTabs({ eventId }: PanelProps['eventHeader']) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MEDIA.mobile);
  const features = useFeatures();
  const declared = useMemo(() => eventTabsIn(features), [features]);
  const { data: event } = useSettledEventDetails(eventId);
  const list = useRef<HTMLUListElement>(null);
  if (!event) return null;

  const visible = visibleEventTabs(
    event,
    event.me,
    declared.map((tab) => tab.id),
  );
  if (visible.length === 0) return null;
  const tabs = visible.flatMap((id) => declared.filter((tab) => tab.id === id));
  const hrefOf = (path: string) => `/event/${eventId}/${path}`;
  const open = tabs.find(
    (tab) => pathname === hrefOf(tab.path) || pathname.startsWith(`${hrefOf(tab.path)}/`),
  );
  const entry = open?.id ?? defaultEventTab(event, event.me, visible, narrow);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const move = moves[e.key];
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!move || index < 0) return;
    e.preventDefault();
    links[move(index, links.length)]?.focus();
  };

  return (
    <nav className={styles.bar} aria-label={t('eventTabs.label')}>
      <ul ref={list} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <NavLink to={hrefOf(tab.path)} className={styles.tab} tabIndex={tab.id === entry ? 0 : -1}>
              {t(tab.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
