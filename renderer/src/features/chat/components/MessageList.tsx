import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/schemas/chat';
import { Spinner } from '../../../ui/Spinner';
import { formatChatDay, withDaySeparators } from '../days';
import type { PendingMessage } from '../thread';
import { PendingMessageItem, SentMessage, type MessageContext } from './MessageItem';
import styles from './Conversation.module.css';

export interface MessageListProps {
  label: string;
  messages: readonly ChatMessage[];
  /** Messages on their way, after the sent ones. */
  pending: readonly PendingMessage[];
  ctx: MessageContext;
  now: number;
  /** Older messages may exist (spec §4: load until fewer than a page return). */
  more: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message came into view (mark the room seen). */
  onNewestSeen: () => void;
}

type Item = { sent: ChatMessage; dt: number } | { pending: PendingMessage; dt: number };

const ESTIMATED_ROW_PX = 64;
/** Rows rendered beyond the visible part, so keyboard focus and fast scrolling find them ready. */
const OVERSCAN_ROWS = 8;
/** How near the top (px) asks for the older page, and how near the bottom counts as at the end. */
const EDGE_PX = 80;

/**
 * The conversation's messages, oldest at the top, virtualised (@tanstack/react-virtual): only the
 * rows near the visible part are in the document, so a long history scrolls smoothly. It opens at
 * the newest message and follows new ones while the reader is at the end; scrolling to the top
 * loads the next older page and keeps the reader's place. Day separators ('Today' or the date)
 * stand before each day's first message.
 */
export function MessageList(props: MessageListProps) {
  const { label, messages, pending, ctx, now, more, loadingOlder, onLoadOlder, onNewestSeen } = props;
  const { t, i18n } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const items: Item[] = [
    ...messages.map((m) => ({ sent: m, dt: m.dt })),
    ...pending.map((p) => ({ pending: p, dt: p.dt })),
  ];
  const rows = withDaySeparators(items, (i) => ('sent' in i ? i.sent.id : i.pending.id), now, ctx.timeZone);

  // TanStack Virtual's functions cannot be memoized: the React Compiler leaves this list as it is,
  // which is what a list that re-measures its rows on every render needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN_ROWS,
  });

  const atEnd = useRef(true);
  const firstKey = rows.find((r) => r.kind === 'message')?.key;
  const lastKey = rows.at(-1)?.key;
  // Where the reader was, from the end, when an older page was asked: kept as it is prepended.
  const fromEnd = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    if (fromEnd.current !== null) {
      virtualizer.scrollToOffset(virtualizer.getTotalSize() - fromEnd.current);
      fromEnd.current = null;
    }
  }, [firstKey, virtualizer]);

  useLayoutEffect(() => {
    if (atEnd.current && rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [lastKey, rows.length, virtualizer]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (atEnd.current) onNewestSeen();
    if (el.scrollTop < EDGE_PX && more && !loadingOlder && messages.length > 0) {
      fromEnd.current = virtualizer.getTotalSize() - el.scrollTop;
      onLoadOlder();
    }
  };

  // A conversation short enough to show whole has no scroll: what arrives is seen as it shows.
  useEffect(() => {
    const el = scrollRef.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX) onNewestSeen();
  });

  return (
    <div
      ref={scrollRef}
      className={styles.scroll}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {loadingOlder && (
        <p className={styles.older}>
          <Spinner size="sm" decorative /> {t('chat.loadingOlder')}
        </p>
      )}
      <div role="list" className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index];
          if (!row) return null;
          return (
            <div
              key={v.key}
              role="listitem"
              data-index={v.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${v.start}px)` }}
            >
              {row.kind === 'day' ? (
                <p className={styles.day}>
                  {row.today ? t('chat.today') : formatChatDay(row.at, ctx.timeZone, i18n.language)}
                </p>
              ) : 'sent' in row.message ? (
                <SentMessage message={row.message.sent} ctx={ctx} />
              ) : (
                <PendingMessageItem item={row.message.pending} ctx={ctx} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
