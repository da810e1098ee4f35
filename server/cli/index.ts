import { Command } from 'commander';
import pkg from '../../package.json' with { type: 'json' };
import { devicesCommand } from './devices';
import { migrateCommand } from './migrate';
import { outboxCommand } from './outbox';
import { seedCommand } from './seed';
import { serveCommand } from './serve';
import { ticketsCommand } from './tickets';

const program = new Command('lanyard').description('Lanyard event platform').version(pkg.version);
program.addCommand(serveCommand());
program.addCommand(migrateCommand());
program.addCommand(seedCommand());
program.addCommand(outboxCommand());
program.addCommand(devicesCommand());
program.addCommand(ticketsCommand());

await program.parseAsync(process.argv);
