import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import { useAgenda } from '../hooks/useAgenda';
import { AgendaDays } from './AgendaDays';
import styles from './AgendaSidebar.module.css';

export interface AgendaSidebarProps {
  event: EventDetails;
  now: number;
  /** Sessions on the screen beside it, whose joins and leaves it follows. */
  watchSessionIds: string[];
}

/** The agenda sidebar (spec core §2) beside the program on desktop: what is still ahead today and later. */
export function AgendaSidebar({ event, now, watchSessionIds }: AgendaSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { agenda, reload } = useAgenda(event.id, event.me.participantId, watchSessionIds);
  const ahead = agenda.data?.rows.filter((r) => now < r.endsAt) ?? [];
  return (
    <aside className={styles.sidebar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('agenda.title')}
      </h2>
      {agenda.data && ahead.length === 0 && <p className={styles.empty}>{t('agenda.sidebarEmpty')}</p>}
      {ahead.length > 0 && <AgendaDays rows={ahead} event={event} now={now} compact onChange={reload} />}
      <Link className={styles.more} to={`/my-agenda?event=${event.id}`}>
        {t('agenda.openFull')}
      </Link>
    </aside>
  );
}
