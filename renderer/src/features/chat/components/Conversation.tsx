import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPin } from '@shared/rules/chatRooms';
import { fullName } from '@shared/rules/personName';
import type { ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { useTimeSettings } from '../../sessions';
import { useDrafts, type Draft } from '../drafts';
import { openRequests } from '../openRequests';
import { useMarkSeen } from '../hooks/useMarkSeen';
import { useRoomActions } from '../hooks/useRoomActions';
import { useRoomText } from '../hooks/useRoomText';
import { useThread } from '../hooks/useThread';
import { otherMember } from '../roomRows';
import { useSend } from '../sending';
import { isLoaded, threadView } from '../thread';
import { Composer } from './Composer';
import { ConfirmDialog } from './ConfirmDialog';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { OfflineNotice } from './OfflineNotice';
import styles from './Conversation.module.css';

/** What a conversation shows: a room, or a draft (a person, no room until the first message). */
export type ChatTarget = { room: ChatRoom; draft?: never } | { draft: Draft; room?: never };

export interface ConversationProps {
  target: ChatTarget;
  /** Back to the room list (the mobile chat view, the floating panel). */
  onBack?: () => void;
  /** The chat was deleted for me: leave it. */
  onDeleted: () => void;
}

/**
 * One conversation (spec networking §4): the person, pin and delete, the messages with their days
 * and ticks, the input. A draft has no history yet: its first message opens the room (sending.ts).
 */
export function Conversation({ target, onBack, onDeleted }: ConversationProps) {
  const { t } = useTranslation();
  const { userZone } = useTimeSettings();
  const now = useNow();
  const room = target.room ?? null;
  const eventId = room?.eventId ?? target.draft!.eventId;
  const person = room ? otherMember(room) : target.draft!.person;
  const participantId = person?.participantId ?? '';
  const name = person ? fullName(person) : '';

  const thread = useThread(room ? { roomId: room.id } : { roomId: null, eventId, participantId });
  const { sent: messages, pending } = threadView(thread.data, room?.clearedThroughSeq ?? null);
  const sending = useSend();
  const { text, setText, fromDraft } = useRoomText(room?.id ?? null, eventId, participantId);
  const typeDraft = useDrafts((s) => s.type);
  const [confirm, setConfirm] = useState<{ kind: 'chat' } | { kind: 'message'; message: ChatMessage } | null>(
    null,
  );
  const actions = useRoomActions(() => {
    setConfirm(null);
    onDeleted();
  });
  const onNewestSeen = useMarkSeen(room, messages.at(-1));

  const composerValue = target.draft ? target.draft.firstMessage : text;
  const setComposer = (value: string) =>
    target.draft ? typeDraft(eventId, participantId, value) : setText(value);

  const to = { roomId: room?.id ?? null, eventId, participantId };

  const listLabel = t('chat.messagesWith', { name });
  let body;
  if (room && !isLoaded(thread.data)) {
    body = thread.error ? (
      <LoadFailed
        title={t('chat.historyFailed')}
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
    ) : (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  } else {
    body = (
      <MessageList
        label={listLabel}
        messages={messages}
        pending={pending}
        now={now}
        more={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onNewestSeen={onNewestSeen}
        ctx={{
          eventId,
          me: room?.me ?? '',
          otherId: participantId,
          othersSeen:
            room?.members.filter((m) => m.participantId !== room.me).map((m) => m.lastSeenSeq) ?? [],
          openRequests: openRequests(messages, room?.me ?? ''),
          timeZone: userZone,
          onDelete: (message) => setConfirm({ kind: 'message', message }),
          onRetry: sending.retry,
        }}
      />
    );
  }

  return (
    <section className={styles.conversation} aria-label={name}>
      <ConversationHeader
        eventId={eventId}
        person={person}
        onBack={onBack}
        pinned={room?.meta.pin ?? false}
        pinnable={room ? mayPin(room.meta) : false}
        pinning={actions.pin.isPending}
        onPin={() => room && actions.pin.mutate({ roomId: room.id, pinned: !room.meta.pin })}
        onDeleteChat={room ? () => setConfirm({ kind: 'chat' }) : undefined}
      />
      <OfflineNotice />
      {body}
      <Composer
        value={composerValue}
        onChange={setComposer}
        onSend={(msg) => sending.send(to, { msg })}
        eventId={eventId}
        focusOnOpen={fromDraft}
        onShareContact={(contact) => sending.send(to, { contact })}
      />
      {confirm?.kind === 'chat' && room && (
        <ConfirmDialog
          title={t('chat.deleteChat')}
          text={t('chat.deleteChatConfirm', { name })}
          confirmLabel={t('chat.delete')}
          busy={actions.removeChat.isPending}
          onConfirm={() => actions.removeChat.mutate(room.id)}
          onClose={() => setConfirm(null)}
        />
      )}
      {confirm?.kind === 'message' && room && (
        <ConfirmDialog
          title={t('chat.deleteMessage')}
          text={t('chat.deleteMessageConfirm')}
          confirmLabel={t('chat.delete')}
          busy={actions.removeMessage.isPending}
          onConfirm={() =>
            actions.removeMessage.mutate(
              { roomId: room.id, messageId: confirm.message.id },
              { onSettled: () => setConfirm(null) },
            )
          }
          onClose={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
