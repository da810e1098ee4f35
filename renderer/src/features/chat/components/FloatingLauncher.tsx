import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../../i18n/parts';
import { CountBadge } from '../../../ui/CountBadge';
import { ChatIcon } from '../../../ui/icons';
import type { useChatRooms } from '../hooks/useChatRooms';
import { unreadTotal } from '../unread';
import styles from './FloatingChat.module.css';

/** The open panel's code (the list, the conversation, the virtual list) and the chat's strings load when first opened. */
const FloatingChatPanel = lazy(() =>
  Promise.all([import('./FloatingChatPanel'), loadStrings(['chat'])]).then(([m]) => ({
    default: m.FloatingChatPanel,
  })),
);

/** The corner button with the unread total, and the panel it opens (./FloatingChat.tsx shows it). */
export function FloatingLauncher({ rooms }: { rooms: ReturnType<typeof useChatRooms> }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const unread = unreadTotal(rooms.data ?? []);
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
