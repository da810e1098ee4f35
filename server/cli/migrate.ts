import { Command } from 'commander';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './database';

export function migrateCommand(): Command {
  return new Command('migrate').description('Apply pending database migrations').action(async () => {
    const database = await openConfiguredDatabase(loadConfig());
    await database.migrate();
    await database.close();
    console.log(`Migrations applied (${database.engine}).`);
  });
}
