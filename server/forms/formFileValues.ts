import { sql, type Kysely } from 'kysely';
import type { RemoteFile } from '../../src/core/api/formMeta';
import type { DatabaseSchema } from '../db/DatabaseSchema';

/** docs/behaviour.md §2 Remote file's createdAt (DD.MM.YYYY HH:mm:ss) is shown in the backend's time zone (docs/behaviour.md §12). */
const TIME_ZONE = 'Asia/Tashkent';

/**
 * The stored files among `ids`, as RemoteFile built from the server's own metadata (the `files` table), by
 * id. A file list in a record is rebuilt from this, so a client can neither invent a file nor rename, resize
 * or retype one it names. `publicOnly` (anonymous submissions) admits only files uploaded through a public
 * form and not yet saved into any record: a visitor's answer links their own uploads, and naming another
 * visitor's submitted file (its id seen somewhere) does not copy it into an answer of one's own.
 *
 * @example
 * const known = await formFileValues(trx, ['a1b2...'], { publicOnly: false });
 * known.get('a1b2...'); // { id: 'a1b2...', name: 'ariza.pdf', size: 20480, extension: 'pdf', createdAt: '01.03.2025 10:15:00', kind: 'files' }
 */
export async function formFileValues(
  db: Kysely<DatabaseSchema>,
  ids: readonly string[],
  options: { publicOnly: boolean },
): Promise<Map<string, RemoteFile>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const { rows } = await sql<{ id: string; kind: 'files' | 'images'; name: string; extension: string; size: number; created_at: string }>`
    SELECT id, kind, name, extension, size::float8 AS size,
      to_char(created_at AT TIME ZONE ${TIME_ZONE}, 'DD.MM.YYYY HH24:MI:SS') AS created_at
    FROM files WHERE id = ANY(${wanted}::text[]) ${options.publicOnly ? sql`AND is_public AND attached_at IS NULL` : sql``}`.execute(db);
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, size: Number(row.size), extension: row.extension, createdAt: row.created_at, kind: row.kind },
    ]),
  );
}
