/** Debian's Chromium as the browser tests launch it: no downloads, no background traffic. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // The demo's upcoming event lives on its own domain; the domain tests open it on this machine.
    '--host-resolver-rules=MAP summit.lanyard.test 127.0.0.1',
  ],
};
