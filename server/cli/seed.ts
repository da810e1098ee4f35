import { Command } from 'commander';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, type SeedResult } from '../db/seed';
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
  return `Demo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}`;
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('Seed the demo events and accounts (does nothing when events exist, unless --force)')
    .option('--force', 'replace the demo events and demo accounts even when events exist')
    .action(async (opts: { force?: boolean }) => {
      const config = loadConfig();
      const database = await openConfiguredDatabase(config);
      try {
        await migrateDatabase(database);
        const result = await seedWithConfig(config, database, opts.force ?? false);
        if (!result.seeded) {
          console.log(
            `The database already has ${result.existingEvents} event(s); nothing seeded. ` +
              'Run `lanyard seed --force` to replace the demo events and accounts.',
          );
          return;
        }
        console.log(
          `Seeded ${result.events} events, ${result.participants} participants, ${result.sessions} sessions ` +
            `and ${result.users} accounts in ${result.ms} ms (${database.engine}).\n\n${demoAccountsText()}\n\n` +
            (await demoTicketsText(config, database)),
        );
      } finally {
        await database.close();
      }
    });
}
