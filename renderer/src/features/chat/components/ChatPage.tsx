import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SessionPerson } from '@shared/schemas/person';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { draftOf, useDrafts } from '../drafts';
import { useChatRooms } from '../hooks/useChatRooms';
import { useOpenDraft } from '../hooks/useOpenDraft';
import { roomWith, rowPath } from '../roomRows';
import { chatPath, type ChatLinkState } from '../chatPath';
import { ChatRooms } from './ChatRooms';
import { Conversation } from './Conversation';
import { ReadReceipts } from './ReadReceipts';
import styles from './ChatPage.module.css';

/**
 * /chat (spec networking §2, §4): the room list beside the open conversation; under 768 px one at
 * a time, the conversation with the mobile header's back to the list (shell/backTarget.ts: one
 * back, not the header's and the conversation's). `?room=` opens a
 * room; `?event=&with=` a person (a Chat button): their room when the pair has one, else a draft.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const rooms = useChatRooms();
  const drafts = useDrafts((s) => s.drafts);

  const roomId = params.get('room');
  const eventId = params.get('event');
  const withId = params.get('with');
  const handed: SessionPerson | undefined = (location.state as ChatLinkState | null)?.person;
  const pairRoom = eventId && withId && rooms.data ? roomWith(rooms.data, eventId, withId) : undefined;

  const person = useOpenDraft(eventId, withId, handed, rooms.data !== undefined && !pairRoom);
  useEffect(() => {
    if (pairRoom) void navigate(chatPath({ roomId: pairRoom.id }), { replace: true });
  }, [pairRoom, navigate]);

  const room = roomId ? rooms.data?.find((r) => r.id === roomId) : undefined;
  const draft = eventId && withId && !pairRoom ? draftOf(drafts, eventId, withId) : undefined;
  const listed = Object.values(drafts).filter((d) => d === draft || d.firstMessage.trim() !== '');
  const opened = roomId !== null || withId !== null;
  const openKey = room?.id ?? (draft ? `draft-${draft.eventId}-${draft.participantId}` : null);
  const toList = () => void navigate(chatPath({}));

  let conversation;
  if (room || draft)
    conversation = (
      <Conversation
        key={room?.id ?? openKey}
        target={room ? { room } : { draft: draft! }}
        onDeleted={toList}
      />
    );
  else if (person.loading)
    conversation = (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  else if (person.notJoined)
    conversation = (
      <Notice testId="chat-not-joined">
        <p>{t('errors.notJoined')}</p>
      </Notice>
    );
  else if (opened && rooms.data && !pairRoom)
    conversation = (
      <Notice testId="chat-not-found">
        <p>{t('chat.notFound')}</p>
      </Notice>
    );
  else conversation = <p className={styles.choose}>{t('chat.choose')}</p>;

  return (
    <div className={`${styles.page} ${opened ? styles.opened : ''}`}>
      <h1 className={styles.title}>{t('chat.title')}</h1>
      <div className={styles.panes}>
        <div className={styles.listPane}>
          <ChatRooms rooms={rooms} drafts={listed} openKey={openKey} linkTo={rowPath} />
          <ReadReceipts />
        </div>
        <div className={styles.conversationPane}>{conversation}</div>
      </div>
    </div>
  );
}
