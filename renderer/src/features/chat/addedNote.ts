import { chatAddedDetails, type ChatMessage } from '@shared/schemas/chat';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The words of an `added` message (issue 20) for its reader: "Ayşe added Mehmet", "You added
 * Mehmet", "Ayşe added you" — the names as they were when it happened, listed in the reader's
 * language; null when its details do not parse (nothing to say).
 */
export function addedNote(message: ChatMessage, me: string, t: Translate, language: string): string | null {
  const det = chatAddedDetails.safeParse(message.det);
  if (!det.success) return null;
  const nameOf = (name: string) => name.trim() || t('chat.added.unknown');
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    det.data.added.map((a) => (a.participantId === me ? t('chat.added.you') : nameOf(a.fullName))),
  );
  return message.sndr === me
    ? t('chat.added.byMe', { names })
    : t('chat.added.byOther', { by: nameOf(det.data.by), names });
}
