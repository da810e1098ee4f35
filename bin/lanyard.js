#!/usr/bin/env node
// The server and CLI are TypeScript run through tsx, so `npm start` needs no separate server build.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The tsconfig beside package.json maps @shared/*, wherever `lanyard` is started from.
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
await import('../server/cli/index.ts');
