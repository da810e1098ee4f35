import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { sortByName, type NameOrder } from '@shared/rules/speakers';
import type { EventDetails } from '@shared/schemas/event';
import { useIsModalHost } from '../../../registry/modalHost';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { EventScreen, EventScreenTitle } from '../../eventHome';
import { useSpeakers } from '../hooks/useSpeakers';
import type { SpeakersOutletContext } from '../outlet';
import { SpeakerCard } from './SpeakerCard';
import styles from './SpeakersPage.module.css';

/** /event/:eventId/speakers: the event's speakers A–Z or Z–A; a speaker's details open over it. */
export function SpeakersPage() {
  const { t } = useTranslation();
  return (
    <EventScreen loadError={t('speakers.loadError')} errorClassName={styles.message}>
      {(event) => <Speakers event={event} />}
    </EventScreen>
  );
}

function Speakers({ event }: { event: EventDetails }) {
  const { t, i18n } = useTranslation();
  const hosting = useIsModalHost();
  const titleId = useId();
  const sortId = useId();
  const now = useNow();
  const { data: speakers, error, refetch, isPending } = useSpeakers(event.id);
  const [order, setOrder] = useState<NameOrder>('asc');
  const sorted = useMemo(
    () => (speakers ? sortByName(speakers, order, i18n.language) : []),
    [speakers, order, i18n.language],
  );
  const find = useCallback((id: string) => speakers?.find((s) => s.id === id), [speakers]);
  const context: SpeakersOutletContext = { event, find, loading: isPending, error, now };

  let content;
  if (!speakers)
    content = error ? (
      <LoadFailed
        title={t('speakers.loadError')}
        error={error}
        onRetry={() => void refetch()}
        className={styles.message}
      />
    ) : (
      <PageSpinner />
    );
  else if (speakers.length === 0)
    content = (
      <Notice testId="speakers-empty" className={styles.message}>
        <p>{t('speakers.empty')}</p>
      </Notice>
    );
  else
    content = (
      <ul className={styles.list}>
        {sorted.map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard speaker={speaker} eventId={event.id} eventTimeZone={event.timezone} now={now} />
          </li>
        ))}
      </ul>
    );

  // Only the speaker over another page (app/PageLayer.tsx): that page is on screen beneath it.
  if (hosting) return <Outlet context={context} />;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <EventScreenTitle event={event} title={t('speakers.title')} titleId={titleId} />
        {speakers && speakers.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={sortId}>{t('speakers.sort.label')}</label>
            <select
              id={sortId}
              className={styles.select}
              value={order}
              onChange={(e) => setOrder(e.target.value as NameOrder)}
            >
              <option value="asc">{t('speakers.sort.asc')}</option>
              <option value="desc">{t('speakers.sort.desc')}</option>
            </select>
          </div>
        )}
      </header>
      {content}
      <Outlet context={context} />
    </section>
  );
}
