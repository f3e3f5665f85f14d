import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { configHistorySchema, configRestoredSchema } from '../../src/core/api/configHistoryContract';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { adminPermission, hasPermission } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import type { DatabaseSchema } from '../db/DatabaseSchema';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { CONFIG_BOOKKEEPING, CONFIG_COLLECTIONS, type ConfigCollection } from './CONFIG_COLLECTIONS';
import { recordChangeAuthor } from './recordChangeAuthor';

const ADMIN_PERMISSION = adminPermission();
/** Versions one call lists, newest first. */
const VERSIONS_LISTED = 100;
export const HISTORY_FORBIDDEN = 'Конфигурация тарихини фақат администратор кўради';
export const HISTORY_NOT_FOUND = 'Бундай версия топилмади';
export const RESTORE_REFUSED = 'Бу версияни тиклаб бўлмайди: у ҳозирги маълумотларга зид';

const params = {
  type: 'object',
  required: ['collection', 'id'],
  properties: { collection: { type: 'string', enum: [...CONFIG_COLLECTIONS] }, id: { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;
const restoreParams = {
  type: 'object',
  required: ['collection', 'id', 'version'],
  properties: { ...params.properties, version: { type: 'string', pattern: '^[0-9]{1,18}$' } },
} as const;

/**
 * The configuration history (docs/configuration-history.md), administrators only:
 * - `GET config-history/{collection}/{id}`: the row now (null once deleted) and its earlier versions, newest
 *   first, each with what happened to it (update, delete), who did it and when;
 * - `POST config-history/{collection}/{id}/restore/{version}`: that version written back (re-inserted when
 *   the row was deleted) in one transaction; the restore is itself a change the history keeps.
 */
export function registerConfigHistoryRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const guard = { preHandler: authenticate };

  app.get(
    '/config-history/:collection/:id',
    {
      ...guard,
      schema: {
        tags: ['configuration'],
        summary: 'A configuration row now and its earlier versions',
        params,
        response: { 200: dataEnvelope(configHistorySchema), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!hasPermission(request.auth!.user, ADMIN_PERMISSION)) return sendError(reply, 403, HISTORY_FORBIDDEN);
      const { collection, id } = request.params;
      const [current, versions] = await Promise.all([
        currentRow(db, collection, id),
        db
          .selectFrom('config_history as h')
          .leftJoin('users as u', 'u.id', 'h.changed_by')
          .select(['h.id', 'h.action', 'h.row', 'h.changed_at', 'h.changed_by', 'u.username'])
          .where('h.collection', '=', collection)
          .where('h.record_id', '=', id)
          .orderBy('h.id', 'desc')
          .limit(VERSIONS_LISTED)
          .execute(),
      ]);
      return {
        data: {
          current,
          versions: versions.map((version) => ({
            id: Number(version.id),
            action: version.action,
            changedAt: version.changed_at.toISOString(),
            changedBy: version.changed_by === null ? null : { id: version.changed_by, username: version.username },
            row: version.row,
          })),
        },
      };
    },
  );

  app.post(
    '/config-history/:collection/:id/restore/:version',
    {
      ...guard,
      schema: {
        tags: ['configuration'],
        summary: 'Writes an earlier version of a configuration row back; the restore is a new version',
        params: restoreParams,
        response: { 200: dataEnvelope(configRestoredSchema), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { user } = request.auth!;
      if (!hasPermission(user, ADMIN_PERMISSION)) return sendError(reply, 403, HISTORY_FORBIDDEN);
      const { collection, id, version } = request.params;
      const kept = await db
        .selectFrom('config_history')
        .select('row')
        .where('id', '=', version)
        .where('collection', '=', collection)
        .where('record_id', '=', id)
        .executeTakeFirst();
      if (!kept) return sendError(reply, 404, HISTORY_NOT_FOUND);
      try {
        await db.transaction().execute(async (trx) => {
          await recordChangeAuthor(trx, user.id);
          await writeBack(trx, collection, id, kept.row);
        });
      } catch (error) {
        // A constraint the old row no longer meets (a name taken since, a parent gone): nothing is written.
        request.log.info({ err: error }, 'a configuration version could not be restored');
        return sendError(reply, 409, RESTORE_REFUSED);
      }
      invalidateConfigCaches(db, { schema: 'public', table: collection });
      await writeAuditLog(db, request, {
        userId: user.id,
        username: user.username,
        actionType: 'configRestored',
        details: { collection, id, version: Number(version) },
      });
      return { data: { current: await currentRow(db, collection, id) } };
    },
  );
}

async function currentRow(db: Kysely<DatabaseSchema>, collection: ConfigCollection, id: string): Promise<Record<string, unknown> | null> {
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    SELECT to_jsonb(t) AS row FROM ${sql.id('public', collection)} AS t WHERE t.id = ${id}::bigint`.execute(db);
  return rows[0]?.row ?? null;
}

/**
 * The kept row written back over the current one, or re-inserted under its id when it was deleted. Only the
 * columns both the kept row and the table have now are written (a column added since keeps its value, and
 * so do the server's bookkeeping columns, CONFIG_BOOKKEEPING); a
 * `version` column moves on from the current one, so an editor holding the row still gets its stale warning.
 */
async function writeBack(trx: Kysely<DatabaseSchema>, collection: ConfigCollection, id: string, row: Record<string, unknown>) {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${collection} AND is_generated = 'NEVER'`.execute(trx);
  const table = sql.id('public', collection);
  const kept = sql`jsonb_populate_record(NULL::${table}, ${JSON.stringify(row)}::jsonb)`;
  const bookkeeping = new Set(CONFIG_BOOKKEEPING[collection] ?? []);
  const columns = rows.map((column) => column.name).filter((name) => name !== 'id' && name in row && !bookkeeping.has(name));
  const exists = (await currentRow(trx, collection, id)) !== null;
  if (exists) {
    const written = columns.filter((name) => name !== 'version');
    const bump = rows.some((column) => column.name === 'version') ? sql`, version = t.version + 1` : sql``;
    await sql`
      UPDATE ${table} AS t SET (${sql.join(written.map((name) => sql.id(name)))}) = (SELECT ${sql.join(written.map((name) => sql.id('k', name)))} FROM ${kept} AS k) ${bump}
      WHERE t.id = ${id}::bigint`.execute(trx);
  } else {
    await sql`
      INSERT INTO ${table} (id, ${sql.join(columns.map((name) => sql.id(name)))})
      SELECT k.id, ${sql.join(columns.map((name) => sql.id('k', name)))} FROM ${kept} AS k`.execute(trx);
  }
}
