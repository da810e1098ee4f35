import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script, stylesheet, JSON and SVG of a
 * renderer build, at the highest levels: they are made once per release, and the server sends
 * the copy the browser accepts (@fastify/static preCompressed, server/http/webBundle.ts) instead
 * of compressing on every request. Used by the web build and the desktop renderer build alike.
 * index.html is left out: the server reads it for every SPA route and it is a few hundred bytes.
 */
export function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|json|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}
