#!/usr/bin/env node
// The server and CLI are TypeScript run through tsx, so `npm start` needs no separate server build.
import { register } from 'tsx/esm/api';

register();
await import('../server/cli/index.ts');
