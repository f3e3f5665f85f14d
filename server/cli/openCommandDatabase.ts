import path from 'node:path';
import type { Kysely } from 'kysely';
import { createPasswordHasher, type PasswordHasher } from '../auth/createPasswordHasher';
import type { ServerConfig } from '../config';
import { createDatabase } from '../db/createDatabase';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { DataFolderBusyError, lockDataFolder } from '../db/lockDataFolder';
import { migrateToLatest } from '../db/migrations';
import { CliError, type CliIo } from './CliCommand';
import { commandConfig } from './commandConfig';

export interface CommandDatabase {
  db: Kysely<DatabaseSchema>;
  /** The configuration the database was found with (the command's environment, as loadConfig reads it). */
  config: ServerConfig;
  /** At the server's cost (PLATON_ARGON2_*), so a password set here costs a guesser what the server's do. */
  hasher: PasswordHasher;
  close(): Promise<void>;
}

/**
 * The server's database, found as the server finds it (server/config.ts): DATABASE_URL when set, otherwise
 * the embedded database in PLATON_DATA_DIR (default ./data). The embedded one is taken with the server's own
 * lock (lockDataFolder), so a running server's folder is refused rather than written underneath it, and a
 * server starting meanwhile waits for nothing but is refused in turn. Migrated like a start would, so a
 * command works on a folder no server has opened yet, unless `migrate` is false (`platon migrate` upgrades it
 * itself, to say what it did). Which database it is goes to stderr: an operator in the wrong folder sees it
 * before anything is written.
 */
export async function openCommandDatabase(io: CliIo, holder: string, { migrate = true } = {}): Promise<CommandDatabase> {
  const config = commandConfig(io);
  let release: (() => void) | null = null;
  if (!config.databaseUrl) {
    try {
      release = lockDataFolder(config.dataDir, holder);
    } catch (error) {
      if (error instanceof DataFolderBusyError) throw new CliError(error.message);
      throw error;
    }
  }
  try {
    const db = await createDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    );
    if (migrate)
      await migrateToLatest(db).catch(async (error: unknown) => {
        await db.destroy();
        throw error;
      });
    return {
      db,
      config,
      hasher: createPasswordHasher(config.passwordCost),
      async close() {
        await db.destroy();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}
