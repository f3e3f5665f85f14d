import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { databaseFacts, type DatabaseFacts } from './databaseFacts';

/**
 * The manifest's facts of the embedded database in `dir`, which the caller holds the folder lock of. Closing
 * it again is a clean shutdown: what is then copied file by file is a consistent database folder.
 */
export async function pgliteFacts(dir: string): Promise<DatabaseFacts | null> {
  // PGlite would create a database in an empty folder: there is none to read then.
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return null;
  const database = new PGlite(dir);
  try {
    await database.waitReady;
    return await databaseFacts(async (text) => (await database.query(text)).rows as never[]);
  } finally {
    await database.close();
  }
}
