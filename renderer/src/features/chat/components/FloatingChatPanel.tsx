import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatPath } from '../chatPath';
import type { useChatRooms } from '../hooks/useChatRooms';
import { rowPath } from '../roomRows';
import { ChatRooms } from './ChatRooms';
import { Conversation } from './Conversation';
import styles from './FloatingChat.module.css';

/** The floating panel opened: my rooms, or one conversation with a back button to them. */
export function FloatingChatPanel({ rooms }: { rooms: ReturnType<typeof useChatRooms> }) {
  const { t } = useTranslation();
  const [roomId, setRoomId] = useState<string | null>(null);
  const room = roomId ? rooms.data?.find((r) => r.id === roomId) : undefined;
  return (
    <section className={styles.panel} aria-label={t('chat.title')}>
      <header className={styles.top}>
        <h2 className={styles.title}>{t('chat.title')}</h2>
        <Link to={chatPath(room ? { roomId: room.id } : {})} className={styles.all}>
          {t('chat.panel.all')}
        </Link>
      </header>
      <div className={styles.body}>
        {room ? (
          <Conversation target={{ room }} onBack={() => setRoomId(null)} onDeleted={() => setRoomId(null)} />
        ) : (
          <ChatRooms
            rooms={rooms}
            drafts={[]}
            openKey={null}
            linkTo={rowPath}
            onOpen={(row) => setRoomId(row.room?.id ?? null)}
          />
        )}
      </div>
    </section>
  );
}
