import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { formatEventDate, isEventLive } from '@shared/rules/eventGrouping';
import type { EventDetails } from '@shared/schemas/event';
import { useIsModalHost } from '../../../registry/modalHost';
import { ButtonLink } from '../../../ui/Button';
import { EventBanner } from '../../../ui/EventBanner';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { eventActionsFor } from '../../../registry/menus';
import { useFeatures } from '../../../registry/FeaturesProvider';
import { useTimeFormat } from '../../auth';
import { EventLoadError } from './EventLoadError';
import { useEventDetails } from '../hooks/useEventDetails';
import type { EventOutletContext } from '../outlet';
import styles from './EventPage.module.css';

/**
 * /event/:eventId: the event's banner, name, dates in its timezone and description, with the
 * actions the user's role allows (each feature's eventActions: the program, the check-in console,
 * the self-service kiosk and the print station for check-in staff, badge templates for
 * organizers). Screens under it (the console) render over it through the outlet.
 */
export function EventPage() {
  const { eventId = '' } = useParams();
  const { data: event, error, refetch } = useEventDetails(eventId);
  const hosting = useIsModalHost();

  if (!event) {
    if (!error) return <PageSpinner />;
    return <EventLoadError error={error} retry={() => void refetch()} className={styles.message} />;
  }
  const context: EventOutletContext = { event };
  // Only the screen over another page (app/PageLayer.tsx): that page is on screen beneath it.
  if (hosting) return <Outlet context={context} />;
  return (
    <>
      <EventOverview event={event} />
      <Outlet context={context} />
    </>
  );
}

function EventOverview({ event }: { event: EventDetails }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const nameId = useId();
  const live = isEventLive(event, now);
  const actions = eventActionsFor(useFeatures(), event);
  const viewerZone = useTimeFormat().zone;

  return (
    <article className={styles.page} aria-labelledby={nameId}>
      <header className={styles.header}>
        <EventBanner
          className={styles.banner}
          src={event.images.banner}
          width={1260}
          height={250}
          live={live}
        />
        <div className={styles.headline}>
          <div className={styles.titles}>
            <h1 id={nameId} className={styles.name}>
              {event.name}
            </h1>
            <p className={styles.date}>
              <time dateTime={new Date(event.startDateMillis).toISOString()}>
                {formatEventDate(event, i18n.language)}
              </time>
              {event.timezone !== viewerZone && <> · {event.timezone}</>}
            </p>
          </div>
          <nav className={styles.actions} aria-label={t('eventHome.actions')}>
            {actions.map(({ action, to, primary }) => (
              <ButtonLink key={to} to={to} variant={primary ? 'primary' : 'secondary'}>
                {t(action.labelKey)}
              </ButtonLink>
            ))}
          </nav>
        </div>
      </header>
      <section className={styles.about} aria-label={t('eventHome.about')}>
        <h2 className={styles.sectionTitle}>{t('eventHome.about')}</h2>
        {event.description.trim() ? (
          <p className={styles.description}>{event.description}</p>
        ) : (
          <p className={styles.muted}>{t('eventHome.noDescription')}</p>
        )}
      </section>
    </article>
  );
}
