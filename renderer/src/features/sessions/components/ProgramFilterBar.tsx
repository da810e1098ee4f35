import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramFilters, filterOptions } from '../programFilters';
import styles from './ProgramFilterBar.module.css';

export interface ProgramFilterBarProps {
  filters: ProgramFilters;
  options: ReturnType<typeof filterOptions>;
  onChange: (filters: ProgramFilters) => void;
}

const headingFormatters = new Map<string, Intl.DateTimeFormat>();

/** A yyyy-LL-dd day as a heading ("Tuesday, 10 March") or an option ("Tue, 10 Mar"), in the UI language. */
export function formatDayHeading(day: string, locale: string, style: 'long' | 'short'): string {
  const key = `${locale}|${style}`;
  let f = headingFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: style, day: 'numeric', month: style });
    headingFormatters.set(key, f);
  }
  const [y, m, d] = day.split('-').map(Number);
  // Noon UTC of that calendar date: the same date whatever zone formats it.
  return f.format(Date.UTC(y!, m! - 1, d!, 12));
}

/** Search, date, track and type filters of the program. */
export function ProgramFilterBar({ filters, options, onChange }: ProgramFilterBarProps) {
  const { t, i18n } = useTranslation();
  const ids = { date: useId(), track: useId(), type: useId() };
  const set = (patch: Partial<ProgramFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className={styles.bar} role="group" aria-label={t('sessions.filters.label')}>
      <input
        type="search"
        className={styles.search}
        aria-label={t('sessions.filters.search')}
        placeholder={t('sessions.filters.search')}
        value={filters.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <div className={styles.field}>
        <label htmlFor={ids.date}>{t('sessions.filters.date')}</label>
        <select
          className={styles.select}
          id={ids.date}
          value={filters.date}
          onChange={(e) => set({ date: e.target.value })}
        >
          <option value="">{t('sessions.filters.allDates')}</option>
          {options.days.map((day) => (
            <option key={day} value={day}>
              {formatDayHeading(day, i18n.language, 'short')}
            </option>
          ))}
        </select>
      </div>
      {options.tracks.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={ids.track}>{t('sessions.filters.track')}</label>
          <select
            className={styles.select}
            id={ids.track}
            value={filters.track}
            onChange={(e) => set({ track: e.target.value })}
          >
            <option value="">{t('sessions.filters.allTracks')}</option>
            {options.tracks.map((track) => (
              <option key={track} value={track}>
                {track}
              </option>
            ))}
          </select>
        </div>
      )}
      {options.types.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={ids.type}>{t('sessions.filters.type')}</label>
          <select
            className={styles.select}
            id={ids.type}
            value={filters.type}
            onChange={(e) => set({ type: e.target.value })}
          >
            <option value="">{t('sessions.filters.allTypes')}</option>
            {options.types.map((type) => (
              <option key={type} value={type}>
                {t(`sessions.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
