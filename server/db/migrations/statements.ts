import { sql, type Migration } from 'kysely';

/** A migration of plain statements. Each runs on its own: PGlite's extended-protocol queries refuse several in one call. */
export function statements(list: string[]): Migration {
  return {
    async up(db) {
      for (const statement of list) await sql.raw(statement).execute(db);
    },
  };
}
