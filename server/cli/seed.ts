import { Command, InvalidArgumentError } from 'commander';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_EVENT_IDS, DEMO_PASSWORD, seedDemo, type SeedResult } from '../db/seed';
import { seedCrowd } from '../db/seed/crowd';
import { generatedAccountEmail, LIVE_ATTENDEES } from '../db/seed/plan';
import { migrateDatabase, openConfiguredDatabase } from './database';
import { demoTicketsText } from './tickets';

/** Seeds the demo with the install's argon2id settings; a no-op when events exist unless forced. */
export function seedWithConfig(config: Config, database: Database, force = false): Promise<SeedResult> {
  const hasher = createPasswordHasher(config.argon2);
  return seedDemo(database, { hashPassword: (password) => hasher.hash(password), force });
}

/** The demo sign-ins, as `seed` and `serve` print them. */
export function demoAccountsText(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.description}`);
  const generated =
    `  ${generatedAccountEmail(0)}, ${generatedAccountEmail(2)} … ${generatedAccountEmail(LIVE_ATTENDEES - 2)}: ` +
    'generated people of the live event (odd numbers and 001–008; the others have not signed up)';
  return `Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n${generated}`;
}

/** `--participants N`: a whole number from 1 to a million. */
function crowdSize(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
    throw new InvalidArgumentError('a whole number from 1 to 1000000');
  }
  return n;
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('Seed the demo events and accounts (does nothing when events exist, unless --force)')
    .option('--force', 'replace the demo events and demo accounts even when events exist')
    .option(
      '--participants <count>',
      'then replace the generated crowd of the live demo event with this many people (measurement)',
      crowdSize,
    )
    .action(async (opts: { force?: boolean; participants?: number }) => {
      const config = loadConfig();
      const database = await openConfiguredDatabase(config);
      try {
        await migrateDatabase(database);
        const result = await seedWithConfig(config, database, opts.force ?? false);
        if (result.seeded) {
          console.log(
            `Seeded ${result.events} events, ${result.participants} participants, ${result.sessions} sessions ` +
              `and ${result.users} accounts in ${result.ms} ms (${database.engine}).\n\n${demoAccountsText()}\n\n` +
              (await demoTicketsText(config, database)),
          );
        } else if (opts.participants === undefined) {
          console.log(
            `The database already has ${result.existingEvents} event(s); nothing seeded. ` +
              'Run `lanyard seed --force` to replace the demo events and accounts.',
          );
        }
        if (opts.participants !== undefined) {
          const crowd = await seedCrowd(database, DEMO_EVENT_IDS.live, opts.participants);
          console.log(
            `Generated ${crowd.participants} participants (${crowd.checkedIn} checked in) in the live demo event ` +
              `in ${crowd.ms} ms (${database.engine}).`,
          );
        }
      } finally {
        await database.close();
      }
    });
}
