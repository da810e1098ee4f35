import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '@shared/schemas/chat';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import type { Draft } from '../drafts';
import { roomRows, type RoomRow } from '../roomRows';
import { RoomList } from './RoomList';
import styles from './ChatPage.module.css';

export interface ChatRoomsProps {
  rooms: { data: ChatRoom[] | undefined; error: unknown; refetch: () => unknown };
  drafts: readonly Draft[];
  openKey: string | null;
  linkTo: (row: RoomRow) => string;
  onOpen?: (row: RoomRow) => void;
}

/** The search and the room list, with its loading, empty, nothing-found and error states. */
export function ChatRooms({ rooms, drafts, openKey, linkTo, onOpen }: ChatRoomsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  if (!rooms.data)
    return rooms.error ? (
      <LoadFailed title={t('chat.loadFailed')} error={rooms.error} onRetry={() => void rooms.refetch()} />
    ) : (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  const rows = roomRows(rooms.data, drafts, query);
  return (
    <div className={styles.rooms}>
      <TextField
        type="search"
        label={t('chat.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {rows.length > 0 ? (
        <RoomList rows={rows} openKey={openKey} linkTo={linkTo} {...(onOpen ? { onOpen } : {})} />
      ) : (
        <Notice testId={query ? 'chat-no-result' : 'chat-empty'}>
          <p>{t(query ? 'chat.noResult' : 'chat.empty')}</p>
        </Notice>
      )}
    </div>
  );
}
