#!/usr/bin/env node
// The package's command (`npx platon`): the built command line (server/cli/platon.ts), or a clear word when
// the build is missing, rather than a module-not-found stack.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/server/platon.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('platon: dist/server/platon.js is missing; run `npm run build` first.');
  process.exit(1);
}
await import(cli.href);
