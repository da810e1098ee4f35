import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatRoom } from '@shared/schemas/chat';
import { errorText } from '../../../api/errorMessage';
import { toast } from '../../../ui/toastStore';
import { deleteChat, deleteMessage, pinRoom, putMessage, putRoom } from '../api';
import { chatKeys } from '../roomsQuery';
import { onlyPending, type ThreadData } from '../thread';

/**
 * A room's actions (spec §4): pin or unpin, delete one of my messages (it keeps its place),
 * delete the chat for me (it leaves my list). Their answers go into the cache; a refusal is a toast
 * in our words (api/errorMessage.ts).
 */
export function useRoomActions(onChatDeleted: () => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const onError = (err: unknown) => toast.error(errorText(err, t));
  const pin = useMutation({
    mutationFn: ({ roomId, pinned }: { roomId: string; pinned: boolean }) => pinRoom(roomId, pinned),
    onSuccess: putRoom,
    onError,
  });
  const removeMessage = useMutation({
    mutationFn: ({ roomId, messageId }: { roomId: string; messageId: string }) =>
      deleteMessage(roomId, messageId),
    onSuccess: putMessage,
    onError,
  });
  const removeChat = useMutation({
    mutationFn: (roomId: string) => deleteChat(roomId),
    onSuccess: ({ roomId }) => {
      client.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) => rooms?.filter((r) => r.id !== roomId));
      // Its history leaves with it; what I typed that is still on its way stays and goes.
      const left = onlyPending(client.getQueryData<ThreadData>(chatKeys.thread(roomId)));
      if (left) client.setQueryData(chatKeys.thread(roomId), left);
      else client.removeQueries({ queryKey: chatKeys.thread(roomId) });
      onChatDeleted();
    },
    onError,
  });
  return { pin, removeMessage, removeChat };
}
