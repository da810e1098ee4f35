import { fakerEN, fakerES, fakerRU, fakerTR, type Faker } from '@faker-js/faker';
import { and, eq, like, sql } from 'drizzle-orm';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { VENUE_ENTRANCE_ID } from '@shared/schemas/checkin';
import type { Database, Db } from '../client';
import { categories, checkInStates, participantTypes, participants } from '../schema';

/*
 * `lanyard seed --participants N` (docs/benchmarks.md "search2"): N generated people in one event,
 * to measure the attendee directory at scale. Names in four languages (Turkish İ/ı, Cyrillic ё, Spanish
 * accents), the event's own participant types and category options picked at random, about 90 %
 * active and 10 % checked in at the venue entrance. Deterministic: the same N gives the same people.
 */

/** Rows per INSERT: 14 bound values a row, well under PostgreSQL's 65535 parameters. */
const BATCH = 2000;
const FAKER_SEED = 100_000;
const JOBS = [
  'Engineer',
  'Product manager',
  'Founder',
  'Data scientist',
  'Designer',
  'Investor',
  'Sales lead',
  'Researcher',
  'CTO',
  'Marketing manager',
];
const OFFERS = [
  'robotics consulting',
  'seed funding',
  'cloud infrastructure',
  'mentoring',
  'design systems',
  'hiring',
  'data pipelines',
  'AI models',
  'partnerships',
  'hardware prototyping',
];

/** The marker of generated rows in their id, so a second run replaces them instead of adding more. */
const crowdId = (eventId: string, i: number) => `${eventId}-crowd-${String(i).padStart(7, '0')}`;

export interface CrowdResult {
  participants: number;
  checkedIn: number;
  ms: number;
}

/** Replaces the event's generated people with `count` new ones, in one transaction. */
export async function seedCrowd(database: Database, eventId: string, count: number): Promise<CrowdResult> {
  const started = Date.now();
  const db = database.db;
  const types = (
    await db
      .select({ id: participantTypes.id, organizer: participantTypes.organizer })
      .from(participantTypes)
      .where(eq(participantTypes.eventId, eventId))
  )
    .filter((t) => !t.organizer)
    .map((t) => t.id);
  const options = (
    await db
      .select({ id: categories.id, type: categories.type, subCategories: categories.subCategories })
      .from(categories)
      .where(and(eq(categories.eventId, eventId), eq(categories.forBooth, false)))
  ).filter((c) => c.type === 'select' && c.subCategories.length > 0);
  if (types.length === 0) throw new Error(`Event ${eventId} has no participant types to give the crowd`);

  const fakers: Faker[] = [fakerTR, fakerEN, fakerRU, fakerES];
  fakers.forEach((f, i) => f.seed(FAKER_SEED + i));
  let checkedIn = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .delete(participants)
      .where(and(eq(participants.eventId, eventId), like(participants.id, `${eventId}-crowd-%`)));
    for (let from = 0; from < count; from += BATCH) {
      const rows: (typeof participants.$inferInsert)[] = [];
      const inside: (typeof checkInStates.$inferInsert)[] = [];
      for (let i = from; i < Math.min(count, from + BATCH); i++) {
        const f = fakers[i % fakers.length]!;
        const id = crowdId(eventId, i);
        rows.push(
          withDirectoryColumns({
            id,
            eventId,
            typeId: types[i % types.length]!,
            state: i % 10 === 9 ? 'inactive' : 'active',
            present: i % 3 === 0 ? 'online' : 'venue',
            name: f.person.firstName(),
            surname: f.person.lastName(),
            company: f.company.name(),
            jobTitle: f.helpers.arrayElement(JOBS),
            city: f.location.city(),
            offer: f.helpers.arrayElement(OFFERS),
            seek: f.helpers.arrayElement(OFFERS),
            categories: options.map((c) => ({
              categoryId: c.id,
              selectedCategoryIds: f.helpers
                .arrayElements(c.subCategories, { min: 0, max: 3 })
                .map((s) => s.id),
            })),
          }),
        );
        if (i % 10 === 4)
          inside.push({
            eventId,
            areaId: VENUE_ENTRANCE_ID,
            participantId: id,
            checkedIn: true,
            updatedAt: started,
          });
      }
      await t.insert(participants).values(rows);
      if (inside.length) await t.insert(checkInStates).values(inside);
      checkedIn += inside.length;
    }
  });
  // Fresh statistics, so the planner sees the crowd at once (autovacuum would get there later).
  await database.db.execute(sql`analyze participants, check_in_states, directory_changes`);
  return { participants: count, checkedIn, ms: Date.now() - started };
}
