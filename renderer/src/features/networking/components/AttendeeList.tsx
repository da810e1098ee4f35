import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import { Spinner } from '../../../ui/Spinner';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import type { Attendee } from '../directory';
import { AttendeeCard } from './AttendeeCard';
import styles from './AttendeeList.module.css';

export interface AttendeeListProps {
  event: EventDetails;
  attendees: readonly Attendee[];
  /** People in the whole list when known (the first page counts them), for assistive tech. */
  total: number | null;
  viewed: ReadonlySet<string>;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  label: string;
  /** The text search the list answers ('' when none). */
  query: string;
}

/** A card's height before it is measured; real heights replace it as cards render. */
const ESTIMATED_ROW_PX = 150;
const GAP_PX = 12;
/** Rows rendered beyond the screen, so keyboard focus and fast scrolling find cards ready. */
const OVERSCAN_ROWS = 4;
/** The next page is asked for when the screen comes this many rows from the end. */
const LOAD_AHEAD_ROWS = 6;

/**
 * The directory's cards, virtualised against the page's scroll (@tanstack/react-virtual): only the
 * rows near the screen are in the document, so thousands of people scroll as smoothly as sixty.
 * Rows of one card on mobile, two wider; each row is measured, as cards differ in height. Coming
 * near the end asks for the next page.
 */
export function AttendeeList(props: AttendeeListProps) {
  const { event, attendees, total, viewed, hasMore, loadingMore, loadMore, label, query } = props;
  const { t } = useTranslation();
  const perRow = useMediaQuery(MEDIA.mobile) ? 1 : 2;
  const rows = Math.ceil(attendees.length / perRow);
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);

  // Where the list starts on the page, which the virtualizer counts rows from; measured again
  // whenever the page changes size, as what is above the list (a wrapped toolbar) may move it.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top;
      if (top !== undefined) setOffset(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    gap: GAP_PX,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rows - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, loadingMore, lastShown, rows, loadMore]);

  return (
    <>
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        className={styles.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {attendees.slice(row.index * perRow, (row.index + 1) * perRow).map((attendee, i) => (
              <div
                key={attendee.card.id}
                role="listitem"
                aria-posinset={row.index * perRow + i + 1}
                aria-setsize={total ?? (hasMore ? -1 : attendees.length)}
              >
                <AttendeeCard
                  event={event}
                  attendee={attendee}
                  viewed={viewed.has(attendee.card.id)}
                  query={query}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loadingMore && (
        <div className={styles.more} role="status">
          <Spinner decorative />
          {t('networking.loadingMore')}
        </div>
      )}
    </>
  );
}
