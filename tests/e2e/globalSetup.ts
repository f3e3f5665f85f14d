import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/lib/server.mjs';

/**
 * Seeds one data folder before the e2e suites run (migrations, demo accounts, 100,000 appeals) by starting
 * and stopping the built server on it; every startServer() afterwards copies it instead of seeding anew
 * (see scripts/lib/server.mjs). Test processes inherit the variable because vitest forks them afterwards.
 * With PLATON_TEMPLATE_DATA_DIR set to a seeded folder (left unchanged: servers run on copies) it seeds nothing.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // A folder seeded already (a busy machine may take minutes to seed): used as it is, and kept.
  if (process.env.PLATON_TEMPLATE_DATA_DIR) return async () => undefined;
  const template = await mkdtemp(join(tmpdir(), 'platon-e2e-template-'));
  const server = await startServer({ PLATON_DATA_DIR: template }, { timeoutMs: 120_000 });
  await server.stop();
  process.env.PLATON_TEMPLATE_DATA_DIR = template;
  return async () => {
    delete process.env.PLATON_TEMPLATE_DATA_DIR;
    await rm(template, { recursive: true, force: true });
  };
}
