import { Command } from 'commander';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrateDatabase, openConfiguredDatabase } from './database';
import { demoAccountsText, seedWithConfig } from './seed';
import { demoTicketsText } from './tickets';
import { buildRendererBundlesIfStale } from './webBuild';

export function serveCommand(): Command {
  return new Command('serve')
    .description('Start the server (migrates, seeds a demo on an empty database, serves the web app)')
    .option('--build', 'build the web bundle and the desktop renderer first when their sources changed')
    .action(async (opts: { build?: boolean }) => {
      const config = loadConfig();
      if (opts.build) await buildRendererBundlesIfStale(config);
      const database = await openConfiguredDatabase(config);
      await migrateDatabase(database);
      // Two nodes starting on one empty database both try; the demo's fixed ids make the second
      // transaction fail and roll back, which is fine: the demo is there.
      const seeded = await seedWithConfig(config, database).catch((err: Error) => {
        console.warn(`Demo seed skipped: ${err.message}`);
        return null;
      });
      if (seeded?.seeded) {
        console.log(`Empty database: seeded the demo (${seeded.participants} participants).`);
        console.log(`\n${await demoTicketsText(config, database)}`);
      }
      const { app } = await buildApp({ config, database });
      const shutdown = async () => {
        await app.close();
        await database.close();
        process.exit(0);
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
      await app.listen({ port: config.port, host: config.host });
      console.log(`\nLanyard is running at ${config.publicUrl} (database: ${database.engine})`);
      console.log(`\n${demoAccountsText()}\n`);
    });
}
