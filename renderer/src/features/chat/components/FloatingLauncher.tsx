import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../../i18n/parts';
import { CountBadge } from '../../../ui/CountBadge';
import { ChatIcon } from '../../../ui/icons';
import type { useChatRooms } from '../hooks/useChatRooms';
import { useClearOfCorner } from '../hooks/useClearOfCorner';
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
  const corner = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  useClearOfCorner(launcher, corner, expanded);
  return (
    <div className={styles.corner} ref={corner}>
      {expanded && (
        <Suspense fallback={null}>
          <FloatingChatPanel rooms={rooms} />
        </Suspense>
      )}
      <button
        ref={launcher}
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
