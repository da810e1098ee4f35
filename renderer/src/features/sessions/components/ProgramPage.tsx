import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AGENDA_REFRESH_MS } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import { useIsModalHost } from '../../../registry/modalHost';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { useNow } from '../../../ui/useNow';
import type { Panel } from '../../../registry/panels';
import { usePanels } from '../../../registry/usePanels';
import { EventScreen, EventScreenTitle } from '../../eventHome';
import { useProgram } from '../hooks/useProgram';
import { usePutSession } from '../hooks/usePutSession';
import { rememberEvent } from '../lastEvent';
import type { ProgramOutletContext } from '../outlet';
import {
  filterOptions,
  filterProgram,
  NO_FILTERS,
  openingEntry,
  programEntries,
  type ProgramFilters,
} from '../programFilters';
import { ProgramFilterBar, formatDayHeading } from './ProgramFilterBar';
import { SessionCard } from './SessionCard';
import { TimeLeadSwitch } from './TimeLeadSwitch';
import styles from './ProgramPage.module.css';

/**
 * /event/:eventId/sessions: the event's program by day, with its filters; details open over it.
 * Beside it on desktop, the panels other features show there (My Agenda's sidebar).
 */
export function ProgramPage() {
  const { t } = useTranslation();
  const asides = usePanels('programAside');
  return (
    <EventScreen loadError={t('sessions.loadError')} errorClassName={styles.message}>
      {(event) => <Program event={event} asides={asides} />}
    </EventScreen>
  );
}

function Program({ event, asides }: { event: EventDetails; asides: Panel<'programAside'>[] }) {
  const { t, i18n } = useTranslation();
  const hosting = useIsModalHost();
  const now = useNow(AGENDA_REFRESH_MS);
  const isDesktop = useMediaQuery(MEDIA.desktop);
  const titleId = useId();
  const { data: sessions, error, refetch } = useProgram(event.id, event.me.participantId);
  const update = usePutSession();
  const [filters, setFilters] = useState<ProgramFilters>(NO_FILTERS);

  useEffect(() => rememberEvent(event.id), [event.id]);

  const entries = useMemo(
    () => (sessions ? programEntries(sessions, event.timezone) : []),
    [sessions, event.timezone],
  );
  const options = useMemo(() => filterOptions(entries), [entries]);
  const days = useMemo(() => filterProgram(entries, filters), [entries, filters]);
  const sessionIds = useMemo(() => sessions?.map((s) => s.id) ?? [], [sessions]);
  const find = useCallback((id: string) => sessions?.find((s) => s.id === id), [sessions]);
  const context: ProgramOutletContext = { event, find, update, now };

  // A running event opens at now: the card of the session running or next, once per event, when its
  // program first arrives — later updates and filters leave the scroll to the user.
  const openedFor = useRef<string | null>(null);
  const openingRef = useRef<HTMLLIElement>(null);
  const openAt = useMemo(() => openingEntry(entries, now), [entries, now]);
  useEffect(() => {
    if (!sessions || openedFor.current === event.id) return;
    openedFor.current = event.id;
    openingRef.current?.scrollIntoView({ block: 'start' });
  }, [sessions, event.id]);

  let content;
  if (!sessions)
    content = error ? (
      <LoadFailed
        title={t('sessions.loadError')}
        error={error}
        onRetry={() => void refetch()}
        className={styles.message}
      />
    ) : (
      <PageSpinner />
    );
  else if (entries.length === 0)
    content = (
      <Notice testId="program-empty" className={styles.message}>
        <p>{t('sessions.empty')}</p>
      </Notice>
    );
  else if (days.length === 0)
    content = (
      <Notice role="status" testId="program-no-result" className={styles.message}>
        <p>{t('sessions.noResult')}</p>
        <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
          {t('sessions.filters.clear')}
        </Button>
      </Notice>
    );
  else
    content = days.map((day) => (
      <section key={day.day} className={styles.day} aria-labelledby={`day-${day.day}`}>
        <h2 id={`day-${day.day}`} className={styles.dayTitle}>
          {formatDayHeading(day.day, i18n.language, 'long')}
        </h2>
        <ul className={styles.list}>
          {day.entries.map((entry) => (
            <li key={`${entry.session.id}:${entry.day}`} ref={entry === openAt ? openingRef : undefined}>
              <SessionCard
                entry={entry}
                eventTimeZone={event.timezone}
                eventType={event.eventType}
                now={now}
                detailsTo={`/event/${event.id}/sessions/${entry.session.id}`}
                onChange={update}
              />
            </li>
          ))}
        </ul>
      </section>
    ));

  // Only the session over another page (app/PageLayer.tsx): that page is on screen beneath it.
  if (hosting) return <Outlet context={context} />;
  return (
    <div className={styles.layout}>
      <section className={styles.page} aria-labelledby={titleId}>
        <header className={styles.header}>
          <EventScreenTitle event={event} title={t('sessions.title')} titleId={titleId} />
          <TimeLeadSwitch eventTimeZone={event.timezone} />
        </header>
        {entries.length > 0 && <ProgramFilterBar filters={filters} options={options} onChange={setFilters} />}
        {content}
      </section>
      {isDesktop &&
        asides.map(({ Component }, index) => (
          <Suspense key={index} fallback={null}>
            <Component event={event} now={now} watchSessionIds={sessionIds} />
          </Suspense>
        ))}
      <Outlet context={context} />
    </div>
  );
}
