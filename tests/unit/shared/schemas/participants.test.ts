import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MatchExplanation } from '@shared/rules/matchmaking';
import { MAX_LENGTH, MAX_PARTICIPANT_PAGE, PARTICIPANT_PAGE_SIZE } from '@shared/schemas/limits';
import {
  participantCardQuery,
  participantSearchBody,
  participantSearchResult,
  type ParticipantMatch,
} from '@shared/schemas/participants';

const eventId = 'a'.repeat(32);

const refused = (body: Record<string, unknown>) => {
  const parsed = participantSearchBody.safeParse({ eventId, ...body });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('participantSearchBody (search2)', () => {
  it('fills the defaults: first page of 60, ranked, all people', () => {
    expect(participantSearchBody.parse({ eventId })).toEqual({
      eventId,
      query: '',
      length: PARTICIPANT_PAGE_SIZE,
      organizer: false,
      orderBy: 'match',
      list: 'all',
      hereNow: false,
    });
    expect(PARTICIPANT_PAGE_SIZE).toBe(60);
  });

  it('takes every field the spec names and ours', () => {
    const body = {
      eventId,
      query: 'İstanbul',
      eventKey: 'key',
      length: 10,
      after: 'eyJzIjoxfQ',
      organizer: true,
      restricted: true,
      segmentationQuery: ['type0001'],
      orderBy: 'name',
      asc: false,
      list: 'favourite',
      hereNow: true,
    } as const;
    expect(participantSearchBody.parse(body)).toEqual(body);
  });

  it('refuses a query that is too long or carries a NUL byte', () => {
    expect(refused({ query: 'x'.repeat(MAX_LENGTH.query) })).toEqual([]);
    expect(refused({ query: 'x'.repeat(MAX_LENGTH.query + 1) })).toEqual(['query: validation.error.tooLong']);
    expect(refused({ query: 'ro\u0000bot' })).toEqual(['query: validation.error.invalidCharacters']);
  });

  it.each([0, -1, 1.5, MAX_PARTICIPANT_PAGE + 1, '60'])('refuses length %j', (length) => {
    expect(refused({ length })).toHaveLength(1);
  });

  it('accepts lengths 1 to the maximum', () => {
    expect(refused({ length: 1 })).toEqual([]);
    expect(refused({ length: MAX_PARTICIPANT_PAGE })).toEqual([]);
  });

  it('refuses a cursor that is empty, too long or has a NUL byte', () => {
    expect(refused({ after: '' })).toHaveLength(1);
    expect(refused({ after: 'x'.repeat(MAX_LENGTH.cursor + 1) })).toEqual([
      'after: validation.error.tooLong',
    ]);
    expect(refused({ after: 'a\u0000' })).toEqual(['after: validation.error.invalidCharacters']);
  });

  it('refuses unknown lists and orders, a bad event id and an endless type list', () => {
    expect(refused({ list: 'blocked' })).toHaveLength(1);
    expect(refused({ orderBy: 'score' })).toHaveLength(1);
    expect(refused({ eventId: 'nope' })).toContain('eventId: validation.error.eventId');
    expect(refused({ segmentationQuery: Array.from({ length: 201 }, (_, i) => `t${i}`) })).toEqual([
      'segmentationQuery: validation.error.tooMany',
    ]);
    expect(refused({ segmentationQuery: [''] })).toHaveLength(1);
    expect(refused({ eventKey: 'k'.repeat(MAX_LENGTH.id + 1) })).toEqual([
      'eventKey: validation.error.tooLong',
    ]);
  });
});

describe('participantSearchResult', () => {
  it('is explained by explainMatch: a match entry is its explanation plus the participant id', () => {
    type Entry = MatchExplanation & { participantId: string };
    expectTypeOf<ParticipantMatch>().toEqualTypeOf<{ [K in keyof Entry]: Entry[K] }>();
  });

  it('parses a page with its props, results and matches', () => {
    const page = {
      props: { total: 1, length: 60, next: null, orderBy: 'match', asc: false, list: 'all', hereNow: false },
      results: [
        {
          id: 'p1',
          eventId,
          userId: 'u1',
          name: 'Ada',
          surname: 'Lovelace',
          company: null,
          jobTitle: null,
          city: null,
          typeId: 'type0001',
          categories: [{ categoryId: 'interests', selectedCategoryIds: ['robots'] }],
          profilePhoto: null,
          present: 'venue',
          offer: null,
          seek: null,
          biography: null,
          website: null,
          some: { facebook: null, twitter: null, instagram: null, linkedin: null },
          active: true,
          boothId: null,
          boothOwner: false,
          organizer: false,
          fav: false,
          ignored: false,
          onSite: true,
        },
      ],
      matches: [
        {
          participantId: 'p1',
          score: 26,
          sharedCategories: [{ categoryId: 'interests', subCategoryId: 'robots' }],
          priorityPosition: null,
          priorityLength: 3,
          active: true,
          boothOwner: false,
        },
      ],
    };
    expect(participantSearchResult.parse(page)).toEqual(page);
  });
});

describe('participantCardQuery (card)', () => {
  it('reads the organizer view from the query string, off unless "true"', () => {
    expect(participantCardQuery.parse({ eventId, id: 'p1' })).toEqual({
      eventId,
      id: 'p1',
      organizer: false,
    });
    expect(participantCardQuery.parse({ eventId, id: 'p1', organizer: 'true' }).organizer).toBe(true);
    expect(participantCardQuery.parse({ eventId, id: 'p1', organizer: 'false' }).organizer).toBe(false);
    expect(participantCardQuery.safeParse({ eventId, id: 'p1', organizer: 'yes' }).success).toBe(false);
  });

  it('refuses a blank or over-long id', () => {
    expect(participantCardQuery.safeParse({ eventId, id: '' }).success).toBe(false);
    expect(participantCardQuery.safeParse({ eventId, id: 'x'.repeat(MAX_LENGTH.id + 1) }).success).toBe(
      false,
    );
  });
});
