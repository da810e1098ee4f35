import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import type { StepMessageView } from '@shared/schemas/invitations';
import type { SessionPerson } from '@shared/schemas/person';
import { QuotedMessage } from './QuotedMessage';

export interface StepMessagesProps {
  /** The messages in the order written (Invitation.messages, shared/rules/invitationMessages.ts). */
  messages: readonly StepMessageView[];
  /** My participant id: my messages are labelled "You". */
  me: string;
  /** The people who may have written them (the other side, a booth's addressee). */
  people: readonly (SessionPerson | null)[];
}

/**
 * An invitation's messages, each under who wrote it and in which step ("Ada Holder · Reschedule
 * request", "You · Acceptance"), so an answer or a reschedule is never read as the request or as
 * the other person's words. An author no longer listed reads as deleted.
 */
export function StepMessages({ messages, me, people }: StepMessagesProps) {
  const { t } = useTranslation();
  const nameOf = (id: string) => {
    if (id === me) return t('invitations.message.you');
    const person = people.find((p) => p?.participantId === id);
    return person ? fullName(person) : t('invitations.card.deleted');
  };
  return messages.map((m, i) => (
    <QuotedMessage
      key={`${m.step}:${m.authorId}:${i}`}
      label={t('invitations.message.label', {
        who: nameOf(m.authorId),
        step: t(`invitations.message.step.${m.step}`),
      })}
      text={m.text}
    />
  ));
}
