import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { attendeeList, type AttendeeList } from '@shared/schemas/participants';
import { Checkbox } from '../../../ui/Checkbox';
import styles from './DirectoryToolbar.module.css';

export interface DirectoryToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  list: AttendeeList;
  onList: (list: AttendeeList) => void;
  hereNow: boolean;
  onHereNow: (hereNow: boolean) => void;
  /** Ids for the tabs and the panel they control. */
  tabId: (list: AttendeeList) => string;
  panelId: string;
}

const LISTS = attendeeList.options;

/**
 * The directory's search box, its lists as tabs (All, Favourites, Ignored; arrow keys move between
 * them, as tabs do) and the Here now filter.
 */
export function DirectoryToolbar(props: DirectoryToolbarProps) {
  const { search, onSearch, list, onList, hereNow, onHereNow, tabId, panelId } = props;
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    const jump = { Home: 0, End: LISTS.length - 1 }[e.key];
    if (step === undefined && jump === undefined) return;
    e.preventDefault();
    const index = jump ?? (LISTS.indexOf(list) + step! + LISTS.length) % LISTS.length;
    onList(LISTS[index]!);
    tabs.current[index]?.focus();
  };

  return (
    <div className={styles.toolbar}>
      <input
        type="search"
        className={styles.search}
        aria-label={t('networking.search')}
        placeholder={t('networking.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <div className={styles.filters}>
        <div role="tablist" aria-label={t('networking.lists.label')} className={styles.tabs}>
          {LISTS.map((each, index) => (
            <button
              key={each}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(each)}
              aria-selected={each === list}
              aria-controls={panelId}
              tabIndex={each === list ? 0 : -1}
              className={styles.tab}
              onClick={() => onList(each)}
              onKeyDown={onTabKey}
            >
              {t(`networking.lists.${each}`)}
            </button>
          ))}
        </div>
        <Checkbox
          label={t('networking.hereNow')}
          checked={hereNow}
          onChange={(e) => onHereNow(e.target.checked)}
        />
      </div>
    </div>
  );
}
