import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationSegment, invitationStatusFilter, liveOrPast } from '@shared/schemas/invitations';
import type { InvitationFilters } from '../api';
import styles from './InvitationsPage.module.css';

export interface InvitationToolbarProps {
  filters: InvitationFilters;
  onChange: (filters: InvitationFilters) => void;
}

/** The search box, the segment buttons (all, sent, received, company) and the status and time filters. */
export function InvitationToolbar({ filters, onChange }: InvitationToolbarProps) {
  const { t } = useTranslation();
  const stateId = useId();
  const statusId = useId();
  const set = (change: Partial<InvitationFilters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.toolbar}>
      <input
        type="search"
        className={styles.search}
        aria-label={t('invitations.list.search')}
        placeholder={t('invitations.list.search')}
        value={filters.query}
        onChange={(e) => set({ query: e.target.value })}
      />
      <div className={styles.segments} role="group" aria-label={t('invitations.list.segment')}>
        {[null, ...invitationSegment.options].map((segment) => (
          <button
            key={segment ?? 'all'}
            type="button"
            className={styles.segment}
            aria-pressed={filters.segment === segment}
            onClick={() => set({ segment })}
          >
            {t(`invitations.list.segments.${segment ?? 'all'}`)}
          </button>
        ))}
      </div>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={stateId}>{t('invitations.list.state')}</label>
          <select
            id={stateId}
            className={styles.select}
            value={filters.state ?? ''}
            onChange={(e) => set({ state: invitationStatusFilter.safeParse(e.target.value).data ?? null })}
          >
            <option value="">{t('invitations.list.any')}</option>
            {invitationStatusFilter.options.map((state) => (
              <option key={state} value={state}>
                {t(`invitations.list.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={statusId}>{t('invitations.list.time')}</label>
          <select
            id={statusId}
            className={styles.select}
            value={filters.status ?? ''}
            onChange={(e) => set({ status: liveOrPast.safeParse(e.target.value).data ?? null })}
          >
            <option value="">{t('invitations.list.any')}</option>
            {liveOrPast.options.map((status) => (
              <option key={status} value={status}>
                {t(`invitations.list.times.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
