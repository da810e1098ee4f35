import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import type { ParticipantProfileBody } from '@shared/schemas/participantProfile';
import { signedUpUser } from '../../support/accounts';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import type { Member } from '../networking/scene';
import { createProfileScene, type ProfileScene } from './scene';

/**
 * The own participant profile (spec networking §3 "Profile form fields", §5, §7 PUT
 * event/participant): members only, the event's rules, normalised links, completeness, the
 * directory columns recomputed, and the push to open screens.
 */
describe.each(engines)('own participant profile on %s', (engine) => {
  let t: TestApp;
  let s: ProfileScene;
  let other: ProfileScene;
  let me: Member;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createProfileScene(t);
    other = await createProfileScene(t);
    me = await s.member({ name: 'Ada', surname: 'Member' });
  });
  afterAll(() => t.close());

  it('refuses a stranger, another event’s member and a caller without a token on both calls', async () => {
    const stranger = await signedUpUser(t.app);
    const elsewhere = await other.member();
    for (const who of [stranger, elsewhere]) {
      expect((await s.getProfile(who)).status).toBe(404);
      expect((await s.putProfile(me, { company: 'Taken' }, who)).status).toBe(404);
    }
    expect((await s.getProfile(null)).status).toBe(401);
    expect((await s.putProfile(me, {}, null)).status).toBe(401);
    expect((await s.getProfile(me)).body.data.company).toBeNull();
  });

  it('answers the caller’s own profile with its completeness', async () => {
    const res = await s.getProfile(me);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: me.participant.id,
      name: 'Ada',
      email: me.account.email,
      fav: false,
      ignored: false,
      onSite: false,
      points: 0,
      complete: false,
    });
  });

  it('saves the form with its links normalised and counts the points; absent fields stay', async () => {
    const res = await s.putProfile(me, {
      company: 'Anatolia Robotics',
      jobTitle: 'Engineer',
      offer: 'Robot arms for small factories',
      biography: 'Builds robots.',
      website: 'anatolia.example',
      some: { linkedin: 'ada-member', twitter: '@ada' },
      industries: ['Manufacturing', 'Manufacturing', 'Energy'],
      values: ['Openness'],
      categories: [
        { categoryId: 'interests', selectedCategoryIds: ['robotics', 'ai'] },
        { categoryId: 'pitch', value: '  Cobots  ' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      company: 'Anatolia Robotics',
      website: 'https://anatolia.example',
      some: { linkedin: 'https://www.linkedin.com/in/ada-member', twitter: 'https://x.com/ada' },
      industries: ['Manufacturing', 'Energy'],
      values: ['Openness'],
      categories: [
        { categoryId: 'interests', selectedCategoryIds: ['robotics', 'ai'] },
        { categoryId: 'pitch', value: 'Cobots' },
      ],
      points: 5,
      complete: true,
    });
    const again = await s.putProfile(me, { seek: 'Pilot customers' });
    expect(again.body.data).toMatchObject({ company: 'Anatolia Robotics', seek: 'Pilot customers' });
    expect(await s.getProfile(me)).toMatchObject({ body: { data: again.body.data } });
  });

  it('makes the saved text findable in the directory and the answers count in the rank', async () => {
    const viewer = await s.member({
      name: 'Viewer',
      categories: [{ categoryId: 'interests', selectedCategoryIds: ['robotics'] }],
    });
    await s.putProfile(me, { offer: 'Cobots for bakeries' });
    expect(await s.ids(viewer, { query: 'bakeries' })).toEqual([me.participant.id]);
    const res = await s.search(viewer, { query: 'bakeries' });
    expect(res.body.data.matches[0]?.sharedCategories).toEqual([
      { categoryId: 'interests', subCategoryId: 'robotics' },
    ]);
  });

  it('refuses more options than a question allows, with the spec message and its numbers', async () => {
    const res = await s.putProfile(me, {
      categories: [
        { categoryId: 'industry', selectedCategoryIds: ['software', 'energy', 'retail'] },
        { categoryId: 'interests', selectedCategoryIds: ['ai', 'robotics', 'fintech'] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'MST-00400',
      field: 'categories.1.selectedCategoryIds',
      errorMessage: 'categories.1.selectedCategoryIds: validation.error.categoryLimit',
      details: { count: 3, max: 2 },
    });
  });

  it('requires an answer when the categories are sent, and refuses questions or options the event does not offer', async () => {
    const cases: [NonNullable<ParticipantProfileBody['categories']>, string, string][] = [
      [[], 'categories', 'validation.error.required'],
      [[{ categoryId: 'pitch', value: '   ' }], 'categories', 'validation.error.required'],
      [
        [{ categoryId: 'colour', value: 'blue' }],
        'categories.0.categoryId',
        'validation.error.unknownChoice',
      ],
      [
        [{ categoryId: 'boothIndustries', selectedCategoryIds: ['saas'] }],
        'categories.0.categoryId',
        'validation.error.unknownChoice',
      ],
      [
        [{ categoryId: 'interests', selectedCategoryIds: ['cooking'] }],
        'categories.0.selectedCategoryIds',
        'validation.error.unknownChoice',
      ],
    ];
    for (const [categories, field, message] of cases) {
      const res = await s.putProfile(me, { categories });
      expect(res.status, JSON.stringify(categories)).toBe(400);
      expect(res.body).toMatchObject({ field, errorMessage: `${field}: ${message}` });
    }
  });

  it('answers the form’s validation messages by field', async () => {
    for (const [fields, field, message] of [
      [{ website: 'javascript:alert(1)' }, 'website', 'validation.error.url'],
      [{ videoUrl: 'https://example.org/v' }, 'videoUrl', 'validation.error.videoUrl'],
      [{ phone: 'call me' }, 'phone', 'validation.error.phone'],
      [{ present: 'moon' }, 'present', 'validation.error.required'],
      [
        { industries: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
        'industries',
        'validation.error.maxSelections',
      ],
    ] as const) {
      const res = await s.putProfile(me, fields as Record<string, unknown>);
      expect(res.status, field).toBe(400);
      expect(res.body.errorMessage).toBe(`${field}: ${message}`);
    }
  });

  it('refuses every scheme but http and https on the website and the social links (one web address rule)', async () => {
    const schemes = [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ];
    const before = (await s.getProfile(me)).body.data;
    for (const typed of schemes) {
      for (const [fields, field, message] of [
        [{ website: typed }, 'website', 'validation.error.url'],
        [{ some: { linkedin: typed } }, 'some.linkedin', 'validation.error.socialLink'],
        [{ some: { twitter: typed } }, 'some.twitter', 'validation.error.socialLink'],
      ] as const) {
        const res = await s.putProfile(me, fields);
        expect(res.status, `${field} ${typed}`).toBe(400);
        expect(res.body).toMatchObject({
          errorCode: 'MST-00400',
          field,
          errorMessage: `${field}: ${message}`,
        });
      }
    }
    const after = (await s.getProfile(me)).body.data;
    expect([after.website, after.some]).toEqual([before.website, before.some]);
  });

  it('changes the type only to one of the event’s types open to self-selection', async () => {
    for (const typeId of ['staff', 'alien', 'speaker']) {
      const res = await s.putProfile(me, { typeId });
      expect(res.status, typeId).toBe(400);
      expect(res.body).toMatchObject({
        field: 'typeId',
        errorMessage: 'typeId: validation.error.unknownChoice',
      });
    }
    const res = await s.putProfile(me, { typeId: 'investor' });
    expect(res.status).toBe(200);
    expect(res.body.data.typeId).toBe('investor');
  });

  it('pushes profiles/{userId}/public to someone who shares the event after a save', async () => {
    const colleague = await s.member({ name: 'Colleague' });
    const client = await openLive(t.app);
    try {
      await client.authenticate(colleague.token);
      const topic = topicPath('publicProfile', { userId: me.userId });
      expect(await client.subscribe(topic)).toMatchObject({ type: 'snapshot' });
      await s.putProfile(me, { jobTitle: 'CTO' });
      const pushed = await client.waitFor((m: LiveServerMessage) => m.type === 'value' && m.topic === topic);
      expect(pushed).toMatchObject({ value: { id: me.userId, name: me.account.name } });
    } finally {
      client.close();
    }
  });
});
