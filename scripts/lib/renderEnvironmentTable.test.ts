import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_END, ENVIRONMENT_START, renderEnvironmentTable } from './renderEnvironmentTable';

const root = join(import.meta.dirname, '..', '..');

describe('docs/operations.md', () => {
  it('lists every variable server/config.ts reads, with its default, as the code has them (run `npm run docs`)', () => {
    const text = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
    const start = text.indexOf(ENVIRONMENT_START);
    const end = text.indexOf(ENVIRONMENT_END);
    expect(start, 'docs/operations.md lacks the environment markers').toBeGreaterThan(-1);
    expect(text.slice(start, end + ENVIRONMENT_END.length)).toBe(renderEnvironmentTable());
  });

  it('takes the defaults from the code: the table shows what loadConfig makes of an empty environment', () => {
    const table = renderEnvironmentTable();
    expect(table).toContain('| `PORT` | `8080` |');
    expect(table).toContain('| `PLATON_JOB_KEEP_HOURS` | 24 h |');
    expect(table).toContain('| `PLATON_OAUTH_KEYCLOAK_CLIENT_SECRET` |');
  });
});
