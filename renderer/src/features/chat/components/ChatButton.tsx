import { useTranslation } from 'react-i18next';
import { chatRefusal } from '@shared/rules/chatAccess';
import { fullName } from '@shared/rules/personName';
import type { PanelProps } from '../../../registry/feature';
import { ButtonLink } from '../../../ui/Button';
import { cardInvitee, viewerAsInviter } from '../../meetings';
import { chatPath, type ChatLinkState } from '../chatPath';
import { draftPerson } from '../drafts';

/**
 * Chat, on a person's directory card and profile (the personActions panel; spec networking §6:
 * shown only when they may be chatted with — chatRefusal, the rule the server applies). A card
 * does not know whether they ignored me: the server refuses that room, in our words. It opens their
 * room, or a draft until the first message (spec §4).
 */
export function ChatButton({ event, person }: PanelProps['personActions']) {
  const { t } = useTranslation();
  const refusal = chatRefusal(viewerAsInviter(event), cardInvitee(person), {
    restricted: event.restricted,
    ignoredByThem: false,
  });
  if (refusal !== null) return null;
  const state: ChatLinkState = { person: draftPerson(person) };
  return (
    <ButtonLink
      size="small"
      variant="secondary"
      to={chatPath({ eventId: event.id, participantId: person.id })}
      state={state}
      aria-label={t('chat.chatWith', { name: fullName(person) })}
    >
      {t('chat.startChat')}
    </ButtonLink>
  );
}
