// Writes docs/operations.md's table of environment variables from server/config.ts (`npm run docs`):
// the names and defaults come from the code, the meanings from scripts/lib/environmentNotes.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEnvironmentTable, replaceEnvironmentTable } from './lib/renderEnvironmentTable';

const file = join(fileURLToPath(new URL('..', import.meta.url)), 'docs', 'operations.md');
const before = readFileSync(file, 'utf8');
const after = replaceEnvironmentTable(before, renderEnvironmentTable());
if (after !== before) writeFileSync(file, after);
console.log(after === before ? 'docs/operations.md: environment table up to date' : 'docs/operations.md: environment table rewritten');
