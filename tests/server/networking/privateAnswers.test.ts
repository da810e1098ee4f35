import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryAnswer, ParticipantCardResult } from '@shared/schemas/participants';
import { categories } from '../../../server/db/schema';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/**
 * Answers to a private category question (spec networking §3 isPrivate) never leave the server but
 * to the event's organizers and to the person themself: search2, the profile card and the match
 * explained leave them out for everyone else; the renderer's own filter is not the protection.
 */
describe.each(engines)('private category answers on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let ada: Member;
  let bea: Member;
  let olga: Member;

  const publicAnswer: CategoryAnswer = { categoryId: 'interests', selectedCategoryIds: ['robots'] };
  const privateChoice: CategoryAnswer = { categoryId: 'budget', selectedCategoryIds: ['large'] };
  const privateText: CategoryAnswer = { categoryId: 'salary', value: 'Ask me: 90k' };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    const eventId = s.event.id;
    await t.database.db.insert(categories).values([
      {
        eventId,
        id: 'interests',
        name: 'Interests',
        type: 'select',
        subCategories: [{ id: 'robots', name: 'Robots' }],
      },
      {
        eventId,
        id: 'budget',
        name: 'Budget',
        type: 'select',
        isPrivate: true,
        subCategories: [{ id: 'large', name: 'Large' }],
      },
      { eventId, id: 'salary', name: 'Salary', type: 'text', isPrivate: true },
    ]);
    ada = await s.member({ name: 'Ada', categories: [publicAnswer, privateChoice, privateText] });
    // Bea chose the same private option: the match must not name it either.
    bea = await s.member({ name: 'Bea', categories: [privateChoice] });
    olga = await s.member({ name: 'Olga', typeId: 'visitor', organizer: true });
  });
  afterAll(() => t.close());

  const card = (who: Member, id: string, extra = '') =>
    s.call<ParticipantCardResult>(
      who,
      'GET',
      `/v1/event/participant/card?eventId=${s.event.id}&id=${encodeURIComponent(id)}${extra}`,
    );
  const adaIn = async (who: Member, body: Record<string, unknown> = {}) => {
    const res = await s.search(who, body);
    expect(res.status).toBe(200);
    const { results, matches } = res.body.data;
    return { card: results.find((r) => r.id === ada.participant.id)!, matches };
  };

  it('leaves them out of search2 and the profile card for a plain attendee, match included', async () => {
    const found = await adaIn(bea);
    expect(found.card.categories).toEqual([publicAnswer]);
    expect(JSON.stringify(found.matches)).not.toContain('budget');
    for (const extra of ['', '&organizer=true']) {
      const res = await card(bea, ada.participant.id, extra);
      expect(res.status).toBe(200);
      expect(res.body.data.card.categories).toEqual([publicAnswer]);
      expect(res.body.data.match.sharedCategories).toEqual([]);
    }
    expect(JSON.stringify((await s.search(bea, { organizer: true })).body)).not.toMatch(/budget|90k/);
  });

  it('sends them to an organizer of the event, in the directory and the card', async () => {
    for (const body of [{}, { organizer: true }]) {
      expect((await adaIn(olga, body)).card.categories).toEqual([publicAnswer, privateChoice, privateText]);
    }
    const res = await card(olga, ada.participant.id);
    expect(res.body.data.card.categories).toEqual([publicAnswer, privateChoice, privateText]);
  });

  it('sends them to the person themself: their own profile and their own card', async () => {
    const own = await s.call<{ categories: CategoryAnswer[] }>(
      ada,
      'GET',
      `/v1/event/participant?eventId=${s.event.id}`,
    );
    expect(own.body.data.categories).toEqual([publicAnswer, privateChoice, privateText]);
    const mine = await card(ada, ada.participant.id);
    expect(mine.status).toBe(200);
    expect(mine.body.data.card.categories).toEqual([publicAnswer, privateChoice, privateText]);
  });
});
