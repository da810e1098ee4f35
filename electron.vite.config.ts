import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type MainViteConfig, type PreloadViteConfig } from 'electron-vite';
import { createLogger, type Plugin } from 'vite';
import { DESKTOP_BASE_PATH } from './shared/constants';
import { sharedAlias } from './vite.aliases';
import { precompress } from './vite.compression';
import { i18nStrings } from './vite.i18nStrings';
import { routeSummariesLeftOut } from './vite.routeSummaries';
import { featureIndexesHaveNoSideEffects } from './vite.treeshake';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Packages with a native addon that main loads at runtime from node_modules (see main below). */
const nativePackages = [/^serialport(\/|$)/, /^@serialport\//, /^node-hid(\/|$)/];

const main: MainViteConfig = {
  resolve: { alias: [sharedAlias] },
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
};

const preload: PreloadViteConfig = {
  resolve: { alias: [sharedAlias] },
  build: {
    outDir: 'out/preload',
    externalizeDeps: false,
    rolldownOptions: {
      input: { index: `${rootDir}preload/index.ts` },
      output: { format: 'cjs', entryFileNames: '[name].cjs' },
    },
  },
};

/**
 * `lanyard serve --build` sets this to build the renderer alone: the server serves it, and a broken
 * or half-edited main or preload must not stop the server from starting (server/cli/webBuild.ts).
 */
const rendererOnly = process.env.LANYARD_BUILD_RENDERER_ONLY === '1';

/**
 * electron-vite sets the renderer's base to './' in production builds (made for a page loaded from
 * file://) and warns about any other. Ours is served over HTTP under /desktop/ with client-side
 * routes, where './assets/…' would resolve against /desktop/event/list; this plugin runs after
 * electron-vite's preset and puts the base back, and the logger drops that one known warning.
 */
const desktopBase: Plugin = {
  name: 'lanyard:desktop-base',
  config: () => ({ base: DESKTOP_BASE_PATH }),
};
// A custom logger does not follow --logLevel; the server's build asks for warnings only.
const rendererLogger = createLogger(rendererOnly ? 'warn' : 'info');
const warn = rendererLogger.warn.bind(rendererLogger);
rendererLogger.warn = (message, options) => {
  if (!message.includes('Should not set "base" option')) warn(message, options);
};

/**
 * The desktop build: main (Node, ESM), preload (sandboxed, so one self-contained CommonJS file) and
 * the renderer with the Electron platform implementations (CONVENTIONS §4) — the same sources as
 * vite.web.config.ts, which picks index.web.ts instead. The renderer is not part of the installer:
 * the server serves it under /desktop/ on its own origin and the shell loads it from there
 * (docs/desktop.md), so it goes to dist-desktop/ beside dist-web/ rather than into out/.
 */
export default defineConfig({
  ...(rendererOnly ? {} : { main, preload }),
  renderer: {
    root: 'renderer',
    base: DESKTOP_BASE_PATH,
    plugins: [react(), desktopBase, i18nStrings(), routeSummariesLeftOut(), precompress()],
    customLogger: rendererLogger,
    resolve: {
      alias: [
        sharedAlias,
        { find: /^@platform\/(.*)$/, replacement: `${rootDir}renderer/src/platform/$1/index.electron.ts` },
      ],
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    build: {
      outDir: resolve(rootDir, process.env.DESKTOP_DIR ?? 'dist-desktop'),
      emptyOutDir: true,
      // Served over the network now, like the web bundle.
      minify: true,
      sourcemap: false,
      rolldownOptions: {
        input: { index: `${rootDir}renderer/index.html` },
        // Modules run in import order across chunks: renderer/src/zodConfig.ts must run first.
        output: { strictExecutionOrder: true },
        treeshake: { moduleSideEffects: featureIndexesHaveNoSideEffects },
      },
    },
  },
});
