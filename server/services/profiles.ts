import type { z } from 'zod';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { isProfileComplete, profilePoints } from '@shared/rules/participantProfile';
import {
  participantProfileBodyFor,
  type participantProfileBody,
  type ParticipantProfileInput,
} from '@shared/schemas/participantProfile';
import type { CategoryAnswer, OwnProfile } from '@shared/schemas/participants';
import { createDirectoryRepository } from '../db/repositories/directory';
import { createEventsRepository, type EventsRepository } from '../db/repositories/events';
import { createLiveRepository } from '../db/repositories/live';
import { createProfilesRepository, type ProfileWrite } from '../db/repositories/profiles';
import { invalidField, notFound } from '../http/errors';
import type { AppDeps } from './deps';
import { FULL_VIEW, toCard } from './networking';
import type { SpeakersService } from './speakers';

export type ProfilesServiceDeps = Pick<AppDeps, 'database' | 'access' | 'publish'>;

type Question = Awaited<ReturnType<EventsRepository['profileQuestions']>>[number];

/** An option or question the event does not offer (a stale form, or a hand-made request). */
const UNKNOWN_CHOICE = 'validation.error.unknownChoice';

/**
 * The answers as stored: each names one of the event's questions, a select answer only its
 * options and a text answer only its text; an answer that says nothing is not kept.
 */
function checkedAnswers(
  answers: readonly CategoryAnswer[],
  questions: readonly Question[],
): CategoryAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept: CategoryAnswer[] = [];
  answers.forEach((answer, i) => {
    const question = byId.get(answer.categoryId);
    if (!question) throw invalidField(`categories.${i}.categoryId`, UNKNOWN_CHOICE);
    if (question.type === 'text') {
      const value = answer.value?.trim() ?? '';
      if (value !== '') kept.push({ categoryId: question.id, value });
      return;
    }
    const offered = new Set(question.subCategories.map((s) => s.id));
    const chosen = [...new Set(answer.selectedCategoryIds ?? [])];
    if (chosen.some((id) => !offered.has(id))) {
      throw invalidField(`categories.${i}.selectedCategoryIds`, UNKNOWN_CHOICE);
    }
    if (chosen.length > 0) kept.push({ categoryId: question.id, selectedCategoryIds: chosen });
  });
  return kept;
}

/** The body's fields as columns; absent ones are left as they are (shared/schemas/participantProfile.ts). */
function profileWrite(body: ParticipantProfileInput, categories: CategoryAnswer[] | undefined): ProfileWrite {
  const { eventId: _eventId, values, categories: _answers, some, ...fields } = body;
  return {
    ...fields,
    ...(values === undefined ? {} : { personalValues: values }),
    ...(some === undefined
      ? {}
      : {
          some: {
            facebook: some.facebook ?? null,
            twitter: some.twitter ?? null,
            instagram: some.instagram ?? null,
            linkedin: some.linkedin ?? null,
          },
        }),
    ...(categories === undefined ? {} : { categories }),
  };
}

/**
 * The caller's own participant profile per event (spec networking §3 "Profile form fields", §5, §7
 * PUT event/participant; docs/networking.md "Profile, photo and speakers"): read with its
 * completeness, saved under the event's rules with the directory columns recomputed, pushed to open
 * screens (profiles/{userId}/public) and, for a speaker, to the speakers list.
 */
export function createProfilesService(
  { database, access, publish }: ProfilesServiceDeps,
  speakers: Pick<SpeakersService, 'publishIfSpeaker'>,
) {
  const profiles = createProfilesRepository(database.db);
  const events = createEventsRepository(database.db);
  const directory = createDirectoryRepository(database.db);
  const live = createLiveRepository(database.db);

  async function read(userId: string, eventId: string, participantId: string): Promise<OwnProfile> {
    const [row] = await directory.cards(eventId, userId, [participantId]);
    const form = await profiles.formFields(participantId);
    if (!row || !form) throw notFound('Participant');
    const card = toCard(row, FULL_VIEW); // my own profile: every answer of mine
    return {
      ...card,
      ...form,
      email: row.email,
      phone: row.phone,
      points: profilePoints(card),
      complete: isProfileComplete(card),
    };
  }

  /** The user's public profile to whoever has it open: their card in some event changed. */
  async function publishPublicProfile(userId: string): Promise<void> {
    const user = await live.publicProfile(userId);
    if (user) await publish('publicProfile', { userId }, user);
  }

  return {
    /** GET /v1/event/participant: the caller's profile in the event, as the form shows it. */
    async get(userId: string, eventId: string): Promise<OwnProfile> {
      const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
      return read(userId, eventId, me.participantId);
    },

    /**
     * PUT /v1/event/participant. The body is checked again with the event's rules: each question's
     * maxSelectableOptionCount, answers naming the event's own questions and options, and — when
     * the categories are sent (the wizard's categories step, the full form) and the event asks any
     * — at least one answer (spec §5). A type change must name one of the event's types that the
     * organizer opened to self-selection (never an organizer type): a type carries rights, so no
     * one gives themselves one through a form.
     */
    async save(userId: string, input: z.output<typeof participantProfileBody>): Promise<OwnProfile> {
      const { eventId } = input;
      const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
      const questions = await events.profileQuestions(eventId);
      const rules = participantProfileBodyFor({
        maxSelectableOptionCount: Object.fromEntries(
          questions.map((q) => [q.id, q.maxSelectableOptionCount]),
        ),
        requireCategories: input.categories !== undefined && questions.length > 0,
      }).safeParse(input);
      if (!rules.success) {
        const issue = rules.error.issues[0]!;
        const params = issue.code === 'custom' ? issue.params : undefined;
        throw invalidField(issue.path.join('.') || 'body', issue.message, params);
      }
      const body = rules.data;
      if (body.typeId !== undefined && body.typeId !== me.typeId) {
        const type = await profiles.participantType(eventId, body.typeId);
        if (!type || type.organizer || !type.selfSelectable) throw invalidField('typeId', UNKNOWN_CHOICE);
      }
      const categories = body.categories && checkedAnswers(body.categories, questions);

      await database.db.transaction(async (tx) => {
        const repo = createProfilesRepository(tx);
        const current = await repo.lockProfile(me.participantId);
        if (!current) throw notFound('Participant');
        const fields = profileWrite(body, categories);
        const { searchDocument, nameKey, categoryChoices } = withDirectoryColumns({ ...current, ...fields });
        await repo.saveProfile(me.participantId, { ...fields, searchDocument, nameKey, categoryChoices });
      });

      const profile = await read(userId, eventId, me.participantId);
      await speakers.publishIfSpeaker(eventId, me.participantId);
      await publishPublicProfile(userId);
      return profile;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
