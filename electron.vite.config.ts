import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Packages with a native addon that main loads at runtime from node_modules (see main below). */
const nativePackages = [/^serialport(\/|$)/, /^@serialport\//, /^node-hid(\/|$)/];

/**
 * The desktop build: main (Node, ESM), preload (sandboxed, so one self-contained CommonJS file) and
 * the renderer with the Electron platform implementations (CONVENTIONS §4) — the same sources as
 * vite.web.config.ts, which picks index.web.ts instead.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Bundle zod and friends, so the packaged app needs almost nothing from node_modules. Not the
      // scanner packages: they find their native addon relative to their own folder
      // (node-gyp-build, pkg-prebuilds), which a bundle moves; electron-builder ships them unpacked.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: `${rootDir}main/index.ts` },
        external: nativePackages,
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: `${rootDir}preload/index.ts` },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@platform\/(.*)$/, replacement: `${rootDir}renderer/src/platform/$1/index.electron.ts` },
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    build: {
      outDir: 'out/renderer',
      emptyOutDir: true,
      rolldownOptions: { input: { index: `${rootDir}renderer/index.html` } },
    },
  },
});
