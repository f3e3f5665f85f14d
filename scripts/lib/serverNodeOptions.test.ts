import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SERVER_NODE_OPTIONS } from './server.mjs';

describe('the Node options of the server (npm run serve, and the servers of the tests and the benches)', () => {
  it('are those of the serve script, with a young generation sized for a busy server among them', () => {
    // Issue 16: with Node's default 16 MB semi-spaces the data calls in flight were copied at every
    // scavenge (the collector took 11% of the server's CPU under 50 concurrent calls, 2.6% with 64 MB).
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(`node ${SERVER_NODE_OPTIONS.join(' ')} dist/server/main.js`);
    expect(SERVER_NODE_OPTIONS).toContain('--max-semi-space-size=64');
    // `npm start` checks the Node release, builds, then runs the serve script (scripts/start.mjs).
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(readFileSync(join(ROOT, 'scripts', 'start.mjs'), 'utf8')).toContain("['run', '--silent', 'serve']");
  });
});
