import type { World } from '../../server/db/seed/world';
import { expect, test as base } from './support';

export type { World };

/**
 * Each test's own world (docs/tooling.md "Test worlds"): the demo's shape — the live event with
 * its program, types, booths and tickets, the named accounts (attendee, speaker, organizer,
 * check-in staff …) and a crowd — built fresh by POST /v1/test/worlds for this test alone, so no
 * other test, in parallel or later, sees what it changes. E-mails are `<role>.<key>@lanyard.test`,
 * the password is the demo's; `test.use({ worldCrowd: 60 })` makes a bigger crowd.
 */
export const test = base.extend<{ world: World; worldCrowd: number }>({
  worldCrowd: [20, { option: true }],
  world: async ({ request, worldCrowd }, use) => {
    const response = await request.post('/v1/test/worlds', { data: { crowd: worldCrowd } });
    expect(response.status(), await response.text()).toBe(201);
    await use(((await response.json()) as { data: World }).data);
  },
});

export { expect };
