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
        <FilterSelect
          label={t('invitations.list.state')}
          value={filters.state}
          options={invitationStatusFilter.options}
          optionKey={(state) => `invitations.list.states.${state}`}
          onChange={(state) => set({ state })}
        />
        <FilterSelect
          label={t('invitations.list.time')}
          value={filters.status}
          options={liveOrPast.options}
          optionKey={(status) => `invitations.list.times.${status}`}
          onChange={(status) => set({ status })}
        />
      </div>
    </div>
  );
}

interface FilterSelectProps<V extends string> {
  label: string;
  /** null: all. */
  value: V | null;
  options: readonly V[];
  optionKey: (value: V) => string;
  onChange: (value: V | null) => void;
}

/** One labelled filter of the list, "All" first. */
function FilterSelect<V extends string>({
  label,
  value,
  options,
  optionKey,
  onChange,
}: FilterSelectProps<V>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => onChange(options.find((option) => option === e.target.value) ?? null)}
      >
        <option value="">{t('invitations.list.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(optionKey(option))}
          </option>
        ))}
      </select>
    </div>
  );
}
