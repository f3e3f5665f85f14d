import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../../server/buildApp';
import type { DatabaseSchema } from '../../server/db/DatabaseSchema';
import { createTestDatabase, testHasher } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<DatabaseSchema>;
  /** This app's own uploads folder (a fresh temporary one unless the options name one); removed by close(). */
  uploadsDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'db' | 'secrets'>> {
  /** Demo seed (accounts, menus, landing page) unless false. */
  demo?: boolean;
}

/**
 * An app on a fresh database (see createTestDatabase), for `app.inject`. Close it in afterEach/afterAll.
 *
 * @example
 * const t = await createTestApp();
 * const res = await t.app.inject({ method: 'GET', url: '/api/info' });
 * await t.close();
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { demo = true, ...rest } = options;
  const database = await createTestDatabase(demo ? 'demo' : 'production');
  const uploadsDir = rest.uploadsDir ?? (await mkdtemp(path.join(tmpdir(), 'platon-uploads-')));
  const app = await buildApp({
    db: database.db,
    secrets: { jwtSecret: randomBytes(32) },
    hasher: testHasher,
    staticRoot: null,
    version: '0.0.0-test',
    demo,
    // Scheduled tasks run only when a test ticks them (the demo's would change appeals at a five-minute mark).
    cron: { manual: true },
    ...rest,
    uploadsDir,
  });
  // Once only: a file's afterEach may close an app its last test closed already, and a second release of
  // the same PGlite instance raced the first one and left a closed instance in the pool for a later file.
  let closed: Promise<void> | null = null;
  return {
    app,
    db: database.db,
    uploadsDir,
    close() {
      closed ??= (async () => {
        await app.close();
        await database.drop();
        if (!rest.uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
