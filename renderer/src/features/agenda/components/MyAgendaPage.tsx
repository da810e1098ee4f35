import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AGENDA_REFRESH_MS } from '@shared/constants';
import { groupEvents } from '@shared/rules/eventGrouping';
import type { EventDetails, EventSummary } from '@shared/schemas/event';
import { Button } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toastStore';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { useNow } from '../../../ui/useNow';
import { useEventDetails } from '../../eventHome';
import { useMyEvents } from '../../events';
import { lastVisitedEvent, TimeLeadSwitch, useLeadZone } from '../../sessions';
import { useAgenda } from '../hooks/useAgenda';
import { AgendaDays } from './AgendaDays';
import { ClosestMeeting } from './ClosestMeeting';
import { ExportModal } from './ExportModal';
import { OffTimeModal } from './OffTimeModal';
import styles from './MyAgendaPage.module.css';

/** spec core §2: session details from the agenda open as a page up to 768 px. */
const AGENDA_NARROW_MEDIA = '(max-width: 768px)';

/**
 * The event My Agenda shows: the one in the address, else the last program opened, else the first
 * live, then upcoming event.
 */
function pickEvent(events: EventSummary[], asked: string | null, now: number): string | null {
  const mine = events.filter((e) => e.participantId);
  if (asked && mine.some((e) => e.id === asked)) return asked;
  const last = lastVisitedEvent();
  if (last && mine.some((e) => e.id === last)) return last;
  const groups = groupEvents(mine, now, '');
  return groups.live[0]?.id ?? groups.upcoming[0]?.id ?? mine[0]?.id ?? null;
}

/** /my-agenda: my sessions, requests, breaks and the sessions I run, of one of my events. */
export function MyAgendaPage() {
  const { t } = useTranslation();
  const now = useNow(AGENDA_REFRESH_MS);
  const titleId = useId();
  const eventSelectId = useId();
  const [params, setParams] = useSearchParams();
  const { data: myEvents, error, refetch } = useMyEvents();
  const events = myEvents?.filter((e) => e.participantId) ?? [];
  const eventId = myEvents ? pickEvent(myEvents, params.get('event'), now) : null;

  let body;
  if (!myEvents) body = error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : <PageSpinner />;
  else if (!eventId)
    body = (
      <Notice testId="agenda-empty">
        <p>{t('agenda.noEvents')}</p>
      </Notice>
    );
  else body = <EventAgenda key={eventId} eventId={eventId} now={now} />;

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {t('agenda.title')}
        </h1>
        {events.length > 1 && eventId && (
          <div className={styles.eventPick}>
            <label htmlFor={eventSelectId}>{t('agenda.event')}</label>
            <select
              id={eventSelectId}
              className={styles.select}
              value={eventId}
              onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
            >
              {events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </header>
      {body}
    </section>
  );
}

/** The event's details and my agenda of it load together: the agenda needs only the event's id. */
function EventAgenda({ eventId, now }: { eventId: string; now: number }) {
  const { data: event, error, refetch } = useEventDetails(eventId);
  const agenda = useAgenda(eventId, event?.me.participantId);
  if (event) return <AgendaOf event={event} now={now} agenda={agenda} />;
  return error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : <PageSpinner />;
}

interface AgendaOfProps {
  event: EventDetails;
  now: number;
  agenda: ReturnType<typeof useAgenda>;
}

function AgendaOf({ event, now, agenda }: AgendaOfProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(AGENDA_NARROW_MEDIA);
  const zone = useLeadZone(event.timezone);
  const { data, error, refetch } = agenda.agenda;
  const { reload } = agenda;
  const [modal, setModal] = useState<'offTime' | 'export' | null>(null);
  const rows = useMemo(() => data?.rows ?? [], [data]);

  // The minute tick re-evaluates states; a long-open page also picks up changes made elsewhere.
  const firstTick = useRef(now);
  useEffect(() => {
    if (now !== firstTick.current) reload();
  }, [now, reload]);

  return (
    <div className={styles.agenda}>
      <div className={styles.toolbar}>
        <p className={styles.eventName}>
          <Link to={`/event/${event.id}/sessions`}>{t('agenda.programOf', { name: event.name })}</Link>
        </p>
        <TimeLeadSwitch eventTimeZone={event.timezone} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setModal('offTime')}>
            {t('agenda.offTime.open')}
          </Button>
          <Button variant="secondary" disabled={!data} onClick={() => setModal('export')}>
            {t('agenda.export.open')}
          </Button>
        </div>
      </div>
      {!data && !error && <PageSpinner />}
      {!data && error && <LoadFailed error={error} onRetry={() => void refetch()} />}
      {data && rows.length === 0 && (
        <Notice testId="agenda-empty">
          <p>{t('agenda.empty')}</p>
          <Link to={`/event/${event.id}/sessions`}>{t('agenda.openProgram')}</Link>
        </Notice>
      )}
      {rows.length > 0 && (
        <>
          <ClosestMeeting
            rows={rows}
            eventTimeZone={event.timezone}
            eventType={event.eventType}
            now={now}
            onChange={reload}
          />
          <AgendaDays rows={rows} event={event} now={now} narrow={narrow} onChange={reload} />
        </>
      )}
      {modal === 'offTime' && (
        <OffTimeModal
          event={event}
          timeZone={zone}
          now={now}
          onClose={() => setModal(null)}
          onSaved={() => {
            setModal(null);
            toast.success(t('agenda.offTime.success'));
          }}
        />
      )}
      {modal === 'export' && data && (
        <ExportModal eventId={event.id} eventName={event.name} agenda={data} onClose={() => setModal(null)} />
      )}
    </div>
  );
}
