import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CountBadge } from '../../../ui/CountBadge';
import { ChatIcon } from '../../../ui/icons';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { chatPath } from '../chatPath';
import { useChatRooms } from '../hooks/useChatRooms';
import { unreadTotal } from '../roomRows';
import { ChatRooms } from './ChatRooms';
import { Conversation } from './Conversation';
import styles from './FloatingChat.module.css';

/**
 * The floating chat panel (spec core §2, networking §2): on tablet and desktop, not on /chat, a
 * button at the corner with the unread total opens my rooms and a small conversation, with a back
 * button to the list. Shown once I have a room: until then Chat on a person starts one.
 */
export function FloatingChat() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const { pathname } = useLocation();
  if (isMobile || pathname === '/chat') return null;
  return <Panel />;
}

function Panel() {
  const { t } = useTranslation();
  const rooms = useChatRooms();
  const [expanded, setExpanded] = useState(false);
  const [roomId, setRoomId] = useState<string | null>(null);
  const room = roomId ? rooms.data?.find((r) => r.id === roomId) : undefined;
  if (!rooms.data?.length) return null;
  const unread = unreadTotal(rooms.data);

  return (
    <div className={styles.corner}>
      {expanded && (
        <section className={styles.panel} aria-label={t('chat.title')}>
          <header className={styles.top}>
            <h2 className={styles.title}>{t('chat.title')}</h2>
            <Link to={chatPath(room ? { roomId: room.id } : {})} className={styles.all}>
              {t('chat.panel.all')}
            </Link>
          </header>
          <div className={styles.body}>
            {room ? (
              <Conversation
                target={{ room }}
                onBack={() => setRoomId(null)}
                onDeleted={() => setRoomId(null)}
              />
            ) : (
              <ChatRooms
                rooms={rooms}
                drafts={[]}
                openKey={null}
                linkTo={(row) => chatPath(row.room ? { roomId: row.room.id } : {})}
                onOpen={(row) => setRoomId(row.room?.id ?? null)}
              />
            )}
          </div>
        </section>
      )}
      <button
        type="button"
        className={styles.launcher}
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        data-testid="chat-panel-button"
      >
        <ChatIcon />
        {t(expanded ? 'chat.panel.close' : 'chat.panel.open')}
        <CountBadge count={unread} label={t('chat.unread', { count: unread })} />
      </button>
    </div>
  );
}
