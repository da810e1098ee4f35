import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sharedAlias } from './vite.aliases.ts';
import { precompress } from './vite.compression.ts';
import { i18nStrings } from './vite.i18nStrings.ts';
import { routeSummariesLeftOut } from './vite.routeSummaries.ts';
import { featureIndexesHaveNoSideEffects } from './vite.treeshake.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * What the signed-in shell shows on every page beside the menus — the notifications' unseen badge,
 * the chats' unread badge and floating launcher — in one chunk instead of five small ones, each
 * with its own imports and preload list (docs/renderer.md, the first screen's budget).
 */
const shellExtras = {
  name: 'shell-extras',
  test: /renderer[\\/]src[\\/](?:ui[\\/]CountBadge|features[\\/](?:notifications[\\/](?:components[\\/]UnseenBadge|hooks[\\/]useUnseenCount)|chat[\\/](?:unread|hooks[\\/]useChatRooms|components[\\/](?:UnreadBadge|FloatingChat))))(?:\.tsx?|\.module\.css)$/,
};
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The plain web build of the renderer. The server serves dist-web with an SPA fallback; the
 * Electron build (electron.vite.config.ts) compiles the same sources with index.electron.ts.
 */
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), i18nStrings(), routeSummariesLeftOut(), precompress()],
  resolve: {
    alias: [
      sharedAlias,
      { find: /^@platform\/(.*)$/, replacement: `${rootDir}renderer/src/platform/$1/index.web.ts` },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    // WEB_DIR (as the server reads it) lets two checkouts' test runs build side by side.
    outDir: resolve(rootDir, process.env.WEB_DIR ?? 'dist-web'),
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    // Modules run in import order across chunks: renderer/src/zodConfig.ts must run first.
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: { includeDependenciesRecursively: false, groups: [shellExtras] },
      },
      treeshake: { moduleSideEffects: featureIndexesHaveNoSideEffects },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true },
    },
  },
});
