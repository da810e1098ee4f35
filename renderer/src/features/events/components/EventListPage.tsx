import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupEvents } from '@shared/rules/eventGrouping';
import type { EventSummary } from '@shared/schemas/event';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { useMyEvents } from '../hooks/useMyEvents';
import { EventCard } from './EventCard';
import { EventGroup, groupStyles } from './EventGroup';
import styles from './EventListPage.module.css';

function CardGrid({
  events,
  now,
  headingLevel,
}: {
  events: EventSummary[];
  now: number;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className={groupStyles.none}>{t('events.groupEmpty')}</p>;
  return (
    <ul className={groupStyles.grid}>
      {events.map((e) => (
        <li key={e.id}>
          <EventCard event={e} now={now} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** /event/list: search and the four groups of spec core §2 (All Events open, Live, Upcoming, Past by year). */
export function EventListPage() {
  const { t } = useTranslation();
  const { data: events, error, refetch } = useMyEvents();
  const [query, setQuery] = useState('');
  const now = useNow();
  const searchId = useId();
  const groups = useMemo(() => (events ? groupEvents(events, now, query) : null), [events, now, query]);

  let content;
  if (!events) {
    content = error ? (
      <LoadFailed title={t('events.loadError')} error={error} onRetry={() => void refetch()} />
    ) : (
      <PageSpinner />
    );
  } else if (events.length === 0) {
    content = (
      <Notice title={t('events.empty.title')} testId="events-empty">
        <p>{t('events.empty.text')}</p>
      </Notice>
    );
  } else if (groups && groups.all.length === 0) {
    content = (
      <Notice
        role="status"
        title={t('events.noResult.title', { query: query.trim() })}
        testId="events-no-result"
      >
        <p>{t('events.noResult.text')}</p>
        <Button variant="secondary" onClick={() => setQuery('')}>
          {t('events.noResult.clear')}
        </Button>
      </Notice>
    );
  } else if (groups) {
    const pastCount = groups.past.reduce((n, y) => n + y.events.length, 0);
    content = (
      <>
        <EventGroup title={t('events.groups.all')} count={groups.all.length} defaultOpen testId="group-all">
          <CardGrid events={groups.all} now={now} />
        </EventGroup>
        <EventGroup title={t('events.groups.live')} count={groups.live.length} testId="group-live">
          <CardGrid events={groups.live} now={now} />
        </EventGroup>
        <EventGroup
          title={t('events.groups.upcoming')}
          count={groups.upcoming.length}
          testId="group-upcoming"
        >
          <CardGrid events={groups.upcoming} now={now} />
        </EventGroup>
        <EventGroup title={t('events.groups.past')} count={pastCount} testId="group-past">
          {groups.past.length === 0 ? (
            <CardGrid events={[]} now={now} />
          ) : (
            groups.past.map((year) => (
              <section key={year.year} aria-label={String(year.year)}>
                <h3 className={groupStyles.year}>{year.year}</h3>
                <CardGrid events={year.events} now={now} headingLevel={4} />
              </section>
            ))
          )}
        </EventGroup>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <h1 className={styles.title}>{t('events.title')}</h1>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('events.search')}
          </label>
          <span className={styles.searchIcon} aria-hidden="true">
            ⌕
          </span>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('events.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
            disabled={!events?.length}
          />
        </div>
      </div>
      {content}
    </div>
  );
}
