import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useMyEvents } from '../../events';
import { useDebouncedValue } from '../../networking';
import { invitationListQuery, NO_INVITATION_FILTERS } from '../api';
import { useInvitationsLive } from '../hooks/useInvitationsLive';
import { myPools } from '../pools';
import { InvitationCard } from './InvitationCard';
import { InvitationToolbar } from './InvitationToolbar';
import styles from './InvitationsPage.module.css';

/**
 * /invitations (spec core §2, §4): my invitations in all my events, newest first, as cards in their
 * states with their actions; by segment (sent, received, company), status (waiting, accepted,
 * declined, revoked), live or past, and a search over the other person's name and the event's
 * (asked of the server as typing pauses). My pools in each of my events — mine and my booth's — are
 * followed, so a change anywhere, a company invitation to my booth too, reads the list again.
 */
export function InvitationsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [filters, setFilters] = useState(NO_INVITATION_FILTERS);
  const query = useDebouncedValue(filters.query, PARTICIPANT_SEARCH_DEBOUNCE_MS);
  const list = useQuery(invitationListQuery({ ...filters, query }));
  const { data: myEvents } = useMyEvents();
  const pools = useMemo(() => (myEvents ?? []).flatMap(myPools), [myEvents]);
  useInvitationsLive(pools);
  const eventName = (eventId: string) => myEvents?.find((e) => e.id === eventId)?.name;

  let body;
  if (list.isPending) body = <PageSpinner />;
  else if (list.isError) body = <LoadFailed error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0)
    body = (
      <Notice testId="invitations-empty">
        <p>{t('invitations.list.empty')}</p>
      </Notice>
    );
  else
    body = (
      <ul className={styles.list}>
        {list.data.map((inv) => (
          <li key={inv.id}>
            <InvitationCard invitation={inv} eventName={eventName(inv.eventId)} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('invitations.list.title')}
      </h1>
      <InvitationToolbar filters={filters} onChange={setFilters} />
      <div aria-busy={list.isFetching}>{body}</div>
    </section>
  );
}
