import { ensureDnsSd } from './ippeveprinter';

/**
 * Global setup of the suites that run ippeveprinter: starts D-Bus and avahi-daemon once, before
 * the test processes start, instead of each racing to start them. The daemons are left running,
 * as a machine's own would be.
 */
export default async function setup(): Promise<void> {
  await ensureDnsSd();
}
