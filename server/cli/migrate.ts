import { Command } from 'commander';
import { loadConfig } from '../config';
import { migrateDatabase, openConfiguredDatabase } from './database';

export function migrateCommand(): Command {
  return new Command('migrate').description('Apply pending database migrations').action(async () => {
    const database = await openConfiguredDatabase(loadConfig());
    const filled = await migrateDatabase(database);
    await database.close();
    console.log(
      `Migrations applied (${database.engine})` +
        (filled > 0 ? `; directory columns filled for ${filled} participant(s).` : '.'),
    );
  });
}
