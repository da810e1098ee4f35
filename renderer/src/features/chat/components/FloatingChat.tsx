import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CountBadge } from '../../../ui/CountBadge';
import { ChatIcon } from '../../../ui/icons';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { useChatRooms } from '../hooks/useChatRooms';
import { unreadTotal } from '../unread';
import styles from './FloatingChat.module.css';

/** The open panel's code (the list, the conversation, the virtual list) loads when first opened. */
const FloatingChatPanel = lazy(() =>
  import('./FloatingChatPanel').then((m) => ({ default: m.FloatingChatPanel })),
);

/**
 * The floating chat panel (spec core §2, networking §2): on tablet and desktop, not on /chat, a
 * button at the corner with the unread total opens my rooms and a small conversation. Shown once
 * I have a room: until then Chat on a person starts one.
 */
export function FloatingChat() {
  const isMobile = useMediaQuery(MEDIA.mobile);
  const { pathname } = useLocation();
  if (isMobile || pathname === '/chat') return null;
  return <Launcher />;
}

function Launcher() {
  const { t } = useTranslation();
  const rooms = useChatRooms();
  const [expanded, setExpanded] = useState(false);
  if (!rooms.data?.length) return null;
  const unread = unreadTotal(rooms.data);
  return (
    <div className={styles.corner}>
      {expanded && (
        <Suspense fallback={null}>
          <FloatingChatPanel rooms={rooms} />
        </Suspense>
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
