import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useChatRooms } from '../hooks/useChatRooms';
import { unreadTotal } from '../unread';

/**
 * The unread total on the Chats link of the side menu and the bottom bar (issue 12), live with my
 * rooms; nothing when it is zero. Inside the link, so a screen reader reads "Chats, 3 unread".
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = unreadTotal(useChatRooms().data ?? []);
  return <CountBadge count={unread} label={t('chat.unread', { count: unread })} testId="chat-unread-badge" />;
}
