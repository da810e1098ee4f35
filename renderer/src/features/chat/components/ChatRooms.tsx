import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '@shared/schemas/chat';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import type { Draft } from '../drafts';
import { useSearchOnlyRows } from '../hooks/useSearchOnlyRows';
import { roomRows, type RoomRow } from '../roomRows';
import { RoomList } from './RoomList';
import styles from './ChatPage.module.css';
import searchStyles from './PeopleSearch.module.css';

export interface ChatRoomsProps {
  rooms: { data: ChatRoom[] | undefined; error: unknown; refetch: () => unknown };
  drafts: readonly Draft[];
  openKey: string | null;
  linkTo: (row: RoomRow) => string;
  onOpen?: (row: RoomRow) => void;
}

/**
 * The search and the room list, with its loading, empty, nothing-found and error states. A search
 * also lists the people of my events I have no chat with (spec §4 search-only rows), after my chats.
 */
export function ChatRooms({ rooms, drafts, openKey, linkTo, onOpen }: ChatRoomsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const people = useSearchOnlyRows(query, rooms.data ?? [], drafts);
  if (!rooms.data)
    return rooms.error ? (
      <LoadFailed title={t('chat.loadFailed')} error={rooms.error} onRetry={() => void rooms.refetch()} />
    ) : (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  const rows = roomRows(rooms.data, drafts, query, people.rows);
  const searched = query.trim() !== '';
  return (
    <div className={styles.rooms}>
      <TextField
        type="search"
        label={t('chat.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {rows.length > 0 && (
        <RoomList rows={rows} openKey={openKey} linkTo={linkTo} {...(onOpen ? { onOpen } : {})} />
      )}
      {/* Always in the page, so the search's progress and outcome are announced as they change. */}
      <div role="status">
        {searched && people.searching && (
          <p className={searchStyles.searching} data-testid="chat-people-searching">
            <Spinner size="sm" decorative />
            {t('chat.searchingPeople')}
          </p>
        )}
        {rows.length === 0 && !people.searching && !(searched && people.error !== null) && (
          <Notice testId={searched ? 'chat-no-result' : 'chat-empty'}>
            <p>{t(searched ? 'chat.noResult' : 'chat.empty')}</p>
          </Notice>
        )}
      </div>
      {searched && people.error !== null && (
        <LoadFailed title={t('chat.peopleFailed')} error={people.error} onRetry={people.retry} />
      )}
    </div>
  );
}
