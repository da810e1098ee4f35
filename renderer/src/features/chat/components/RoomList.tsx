import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { formatTime } from '@shared/rules/timeDisplay';
import { Avatar } from '../../../ui/Avatar';
import { CountBadge } from '../../../ui/CountBadge';
import { useNow } from '../../../ui/useNow';
import { useTimeSettings } from '../../sessions';
import { addedNote } from '../addedNote';
import type { ChatLinkState } from '../chatPath';
import { formatChatDay } from '../days';
import type { RoomRow } from '../roomRows';
import styles from './RoomList.module.css';

export interface RoomListProps {
  rows: readonly RoomRow[];
  /** The row open beside the list (its key), none on the list alone. */
  openKey: string | null;
  linkTo: (row: RoomRow) => string;
  onOpen?: (row: RoomRow) => void;
}

function Preview({ row }: { row: RoomRow }) {
  const { t, i18n } = useTranslation();
  const last = row.lastMessage;
  // A person the search found (spec §4 search-only): who they are, as the directory shows them.
  if (row.searchOnly) return <>{row.person.company}</>;
  if (row.draft) return <>{row.draft.firstMessage || t('chat.draft')}</>;
  if (!last) return <>{t('chat.draft')}</>;
  if (last.deleted) return <>{t('chat.deleted')}</>;
  if (last.type === 'text') return <>{last.msg}</>;
  if (last.type === 'contact') return <>{t('chat.contact.title')}</>;
  if (last.type === 'added') return <>{addedNote(last, row.room?.me ?? '', t, i18n.language)}</>;
  return <>{t(`chat.meeting.${last.type}`)}</>;
}

/** The room list (spec networking §4): avatar, name, the last message, its time, pinned, unread. */
export function RoomList({ rows, openKey, linkTo, onOpen }: RoomListProps) {
  const { t, i18n } = useTranslation();
  const { userZone } = useTimeSettings();
  const labelId = useId();
  const today = formatChatDay(useNow(), userZone, i18n.language);
  return (
    <>
      <h2 id={labelId} className="visually-hidden">
        {t('chat.listLabel')}
      </h2>
      <ul className={styles.list} aria-labelledby={labelId}>
        {rows.map((row) => {
          const name = fullName(row.person);
          const at = row.lastMessageDate;
          const day = at === null ? null : formatChatDay(at, userZone, i18n.language);
          return (
            <li key={row.key}>
              <Link
                to={linkTo(row)}
                state={row.searchOnly ? ({ person: row.person } satisfies ChatLinkState) : undefined}
                onClick={
                  onOpen && row.room
                    ? (e) => {
                        // A room opens in place (the floating panel); the address still opens it on
                        // /chat. A person without a room goes to /chat, where their draft opens.
                        e.preventDefault();
                        onOpen(row);
                      }
                    : undefined
                }
                className={styles.row}
                aria-current={row.key === openKey ? 'true' : undefined}
                data-testid="chat-room"
              >
                <Avatar name={name} src={row.person.profilePhoto} />
                <span className={styles.text}>
                  <span className={styles.top}>
                    <span className={styles.name}>{name}</span>
                    {at !== null && (
                      <span className={styles.time}>
                        {day === today ? formatTime(at, userZone, i18n.language) : day}
                      </span>
                    )}
                  </span>
                  <span className={styles.bottom}>
                    <span className={styles.preview}>
                      <Preview row={row} />
                    </span>
                    {row.pinned && <span className={styles.pinned}>{t('chat.pinned')}</span>}
                    <CountBadge
                      count={row.unread}
                      label={t('chat.unread', { count: row.unread })}
                      testId="chat-room-unread"
                    />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
