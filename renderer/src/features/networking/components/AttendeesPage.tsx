import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PARTICIPANT_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import type { AttendeeList as ListName } from '@shared/schemas/participants';
import { useIsModalHost } from '../../../registry/modalHost';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { EventScreen, EventScreenTitle, type EventOutletContext } from '../../eventHome';
import type { DirectoryFilters } from '../directory';
import { useAttendees } from '../hooks/useAttendees';
import { useMyTagsLive } from '../hooks/useMyTagsLive';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useViewedAttendees } from '../viewed';
import { AttendeeList } from './AttendeeList';
import { DirectoryToolbar } from './DirectoryToolbar';
import styles from './AttendeesPage.module.css';

/** /event/:eventId/attendees: the attendee directory (Networking); a profile opens over it. */
export function AttendeesPage() {
  const { t } = useTranslation();
  return (
    <EventScreen loadError={t('networking.loadError')} errorClassName={styles.message}>
      {(event) => <Directory event={event} />}
    </EventScreen>
  );
}

function Directory({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const hosting = useIsModalHost();
  const titleId = useId();
  const baseId = useId();
  const tabId = useCallback((list: ListName) => `${baseId}-tab-${list}`, [baseId]);
  const panelId = `${baseId}-panel`;
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListName>('all');
  const [hereNow, setHereNow] = useState(false);
  const query = useDebouncedValue(search.trim(), PARTICIPANT_SEARCH_DEBOUNCE_MS);
  const filters = useMemo<DirectoryFilters>(() => ({ query, list, hereNow }), [query, list, hereNow]);
  const { attendees, total, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useAttendees(
    event.id,
    filters,
  );
  useMyTagsLive(event.id);
  const viewed = useViewedAttendees();
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const context: EventOutletContext = { event };
  const clear = () => {
    setSearch('');
    setHereNow(false);
  };

  let content;
  if (!attendees)
    content = error ? (
      <LoadFailed title={t('networking.listError')} error={error} onRetry={() => void refetch()} />
    ) : (
      <PageSpinner />
    );
  else if (attendees.length === 0 && (query || hereNow))
    content = (
      <Notice role="status" testId="attendees-no-result">
        <p>{t(hereNow && !query ? 'networking.noOneHere' : 'networking.noResult')}</p>
        <Button variant="secondary" onClick={clear}>
          {t('networking.clear')}
        </Button>
      </Notice>
    );
  else if (attendees.length === 0)
    content = (
      <Notice testId="attendees-empty">
        <p>{t(`networking.empty.${list}`)}</p>
      </Notice>
    );
  else
    content = (
      <AttendeeList
        event={event}
        attendees={attendees}
        total={total}
        viewed={viewed}
        hasMore={hasNextPage}
        loadingMore={isFetchingNextPage}
        loadMore={loadMore}
        label={t(`networking.lists.${list}`)}
        query={query}
      />
    );

  // Only the profile over another page (app/PageLayer.tsx): that page is on screen beneath it.
  if (hosting) return <Outlet context={context} />;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header>
        <EventScreenTitle event={event} title={t('networking.title')} titleId={titleId} />
      </header>
      <DirectoryToolbar
        search={search}
        onSearch={setSearch}
        list={list}
        onList={setList}
        hereNow={hereNow}
        onHereNow={setHereNow}
        tabId={tabId}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(list)} className={styles.panel}>
        <p role="status" className={styles.count}>
          {total !== null && attendees && attendees.length > 0 ? t('networking.count', { total }) : ''}
        </p>
        {content}
      </div>
      <Outlet context={context} />
    </section>
  );
}
