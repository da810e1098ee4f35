import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayPin } from '@shared/rules/chatRooms';
import { fullName } from '@shared/rules/personName';
import type { ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Spinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { useTimeSettings } from '../../sessions';
import { loadOlder } from '../api';
import { useDrafts, type Draft } from '../drafts';
import { shownMessages } from '../history';
import { openRequests } from '../openRequests';
import { useMarkSeen } from '../hooks/useMarkSeen';
import { useRoomActions } from '../hooks/useRoomActions';
import { useRoomHistory } from '../hooks/useRoomHistory';
import { useRoomText } from '../hooks/useRoomText';
import { send, sendContact, useOutbox } from '../outbox';
import { otherMember } from '../roomRows';
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
 * and ticks, the input. A draft has no history yet: its first message opens the room (outbox.ts).
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

  const history = useRoomHistory(room?.id ?? null);
  const outgoing = useOutbox((s) => s.items).filter((i) =>
    room
      ? i.roomId === room.id
      : i.roomId === null && i.eventId === eventId && i.participantId === participantId,
  );
  const messages = shownMessages(history.data?.messages ?? [], room?.clearedThroughSeq ?? null);
  const sentIds = new Set(messages.map((m) => m.id));
  const [loadingOlder, setLoadingOlder] = useState(false);
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

  const onLoadOlder = () => {
    const first = messages[0];
    if (!room || !first) return;
    setLoadingOlder(true);
    loadOlder(room.id, first.seq)
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };

  const listLabel = t('chat.messagesWith', { name });
  let body;
  if (room && !history.data) {
    body = history.error ? (
      <LoadFailed
        title={t('chat.historyFailed')}
        error={history.error}
        onRetry={() => void history.refetch()}
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
        outgoing={outgoing.filter((i) => !sentIds.has(i.id))}
        now={now}
        more={history.data?.more ?? false}
        loadingOlder={loadingOlder}
        onLoadOlder={onLoadOlder}
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
        onSend={(msg) => send({ roomId: room?.id ?? null, eventId, participantId }, msg)}
        eventId={eventId}
        focusOnOpen={fromDraft}
        onShareContact={(contact) =>
          sendContact({ roomId: room?.id ?? null, eventId, participantId }, contact)
        }
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
