import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { chatDraft, type ChatDraft } from '@shared/schemas/chat';
import type { ParticipantCard } from '@shared/schemas/participants';
import { sessionPerson, type SessionPerson } from '@shared/schemas/person';
import { followSignedInUser, perUserPersist } from './perUser';

/**
 * A room before its first message (spec networking §3 firstMessage, shared/schemas/chat.ts
 * chatDraft): the person I opened a chat with and what I typed. Kept in this browser for the
 * signed-in user (perUser.ts), so a reload keeps it; the server never stores drafts, and the room
 * is created when the first message is sent.
 */
export interface Draft extends ChatDraft {
  person: SessionPerson;
}

const draftKey = (eventId: string, participantId: string) => `${eventId}/${participantId}`;

interface DraftState {
  drafts: Record<string, Draft>;
  /** Opens (or keeps) the draft with this person. */
  open: (eventId: string, person: SessionPerson) => void;
  type: (eventId: string, participantId: string, firstMessage: string) => void;
  drop: (eventId: string, participantId: string) => void;
}

const storedDrafts = z.object({
  drafts: z.record(z.string(), chatDraft.extend({ person: sessionPerson })),
});

export const useDrafts = create<DraftState>()(
  persist(
    (set) => ({
      drafts: {},
      open: (eventId, person) =>
        set((s) => {
          const key = draftKey(eventId, person.participantId);
          const held = s.drafts[key];
          return {
            drafts: {
              ...s.drafts,
              [key]: {
                eventId,
                participantId: person.participantId,
                firstMessage: held?.firstMessage ?? '',
                person,
              },
            },
          };
        }),
      type: (eventId, participantId, firstMessage) =>
        set((s) => {
          const key = draftKey(eventId, participantId);
          const held = s.drafts[key];
          return held ? { drafts: { ...s.drafts, [key]: { ...held, firstMessage } } } : s;
        }),
      drop: (eventId, participantId) =>
        set((s) => {
          const { [draftKey(eventId, participantId)]: _dropped, ...rest } = s.drafts;
          return { drafts: rest };
        }),
    }),
    // Only drafts holding text are worth a reload: an empty one is opened again by its address.
    perUserPersist('lanyard.chat.drafts', storedDrafts, { drafts: {} }, (s: DraftState) => ({
      drafts: Object.fromEntries(Object.entries(s.drafts).filter(([, d]) => d.firstMessage.trim() !== '')),
    })),
  ),
);
followSignedInUser(() => void useDrafts.persist.rehydrate());

/** The draft with this person, if one is open. */
export const draftOf = (
  drafts: Record<string, Draft>,
  eventId: string,
  participantId: string,
): Draft | undefined => drafts[draftKey(eventId, participantId)];

/** A directory card as the person a draft is with. */
export const draftPerson = (card: ParticipantCard): SessionPerson => ({
  participantId: card.id,
  name: card.name,
  surname: card.surname,
  company: card.company,
  jobTitle: card.jobTitle,
  profilePhoto: card.profilePhoto,
});
