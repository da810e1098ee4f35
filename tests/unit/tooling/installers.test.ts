import { fileURLToPath } from 'node:url';
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget.js';
import { getConfig } from 'app-builder-lib/out/util/config/config.js';
import { describe, expect, it } from 'vitest';

// electron-builder.yml as electron-builder itself reads it. The deb's `depends` replaces
// electron-builder's own list, so it must keep that list (checked against the installed version,
// so an upgrade that adds a library fails here) and add the scanners' system libraries.

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** electron-builder's deb dependencies when `depends` is not set (a private method of the deb/rpm target). */
function defaultDebDepends(): string[] {
  const target = FpmTarget.prototype as unknown as { getDefaultDepends(target: string): string[] };
  return target.getDefaultDepends('deb');
}

describe('the Linux installers', () => {
  it("the deb depends on libusb-1.0-0 (node-hid) and udev (serialport's port list) besides Electron's libraries", async () => {
    const config = await getConfig(root, null, null);
    const depends = config.deb?.depends;

    expect(depends).toEqual(expect.arrayContaining(['libusb-1.0-0', 'udev']));
    expect(depends).toEqual(expect.arrayContaining(defaultDebDepends()));
    expect(defaultDebDepends()).toContain('libgtk-3-0');
  });
});
