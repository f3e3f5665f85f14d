import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Migration } from 'kysely';
import { afterAll, expect, it, vi } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase';
import { LATEST_MIGRATION, MIGRATION_TABLE } from '../../server/db/migrations';
import { emptyInstallation, platon, type Installation } from './support/backupInstallation';

/**
 * Issue 42: a backup written by an older release (its database one migration behind this one's) is restored
 * and then migrated to this release's schema, as a start would migrate it.
 */
vi.setConfig({ testTimeout: 90_000 });

const installations: Installation[] = [];
afterAll(async () => {
  for (const installation of installations) await installation.remove();
});

/** Every migration but the newest, under the names server/db/migrations.ts gives them (which it keeps to itself). */
async function olderMigrations(): Promise<Record<string, Migration>> {
  const source = await readFile(path.resolve(import.meta.dirname, '../../server/db/migrations.ts'), 'utf8');
  const folder = path.resolve(import.meta.dirname, '../../server/db/migrations');
  const files = (await readdir(folder)).filter((name) => /^migration\d{4}\w+\.ts$/.test(name));
  const modules = await Promise.all(
    files.map((name) => import(pathToFileURL(path.join(folder, name)).href) as Promise<Record<string, Migration>>),
  );
  const exported = Object.assign({}, ...modules) as Record<string, Migration>;
  const listed = [...source.matchAll(/^ {2}'(\d{4}_\w+)': (migration\w+),$/gm)].map(
    ([, name, constant]) => [name, exported[constant]] as const,
  );
  expect(listed.at(-1)?.[0]).toBe(LATEST_MIGRATION);
  return Object.fromEntries(listed.slice(0, -1));
}

it('restores a backup of an older schema and migrates it to this release', async () => {
  const old = await emptyInstallation();
  installations.push(old);
  const migrations = await olderMigrations();
  const db = old.postgres
    ? await createDatabase({ kind: 'postgres', url: old.postgres.url!, poolSize: 1 })
    : await createDatabase({ kind: 'pglite', dataDir: path.join(old.dataDir, 'pglite') });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'platon_migrations_lock',
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  await db.destroy();
  const previous = Object.keys(migrations).at(-1)!;

  const file = path.join(old.dataDir, '..', `platon-older-${process.pid}.backup`);
  try {
    const written = await platon(['backup', file], old.env);
    expect(written.stderr).not.toContain('platon backup:');
    expect(written.stdout).toContain(`migration ${previous}`);

    const target = await emptyInstallation();
    installations.push(target);
    const restored = await platon(['restore', file], target.env);
    expect(restored.stderr).not.toContain('platon restore:');
    expect(restored.stdout).toContain(`  migrated: from ${previous} to ${LATEST_MIGRATION}\n`);
    const opened = target.postgres
      ? await createDatabase({ kind: 'postgres', url: target.postgres.url!, poolSize: 1 })
      : await createDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
    try {
      const applied = await opened
        .selectFrom('platon_migrations' as never)
        .select('name' as never)
        .orderBy('name' as never, 'desc')
        .executeTakeFirst();
      expect(applied).toEqual({ name: LATEST_MIGRATION });
    } finally {
      await opened.destroy();
    }
  } finally {
    await rm(file, { force: true });
  }
});
