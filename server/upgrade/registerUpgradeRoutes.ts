import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import {
  PENDING_CHANGES_CAP,
  UPGRADE_ERRORS,
  pendingKeySchema,
  pendingUpdateSchema,
  type PendingKey,
  type PendingUpdate,
} from '../../src/core/api/upgradeContract';
import type { UpgradeMessage } from '../../src/core/i18n/messages/upgradeMessages';
import { isAdmin, DEFAULT_PRODUCT } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { FORM_FORBIDDEN } from '../files/uploadTexts';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import { PLATON_VERSION } from '../platonVersion';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { contentChanges } from './contentChanges';
import { recordVersions } from './syncBuiltIns';
import { VERSIONED_KINDS } from './versionedKinds';

const NOT_PENDING: UpgradeMessage = 'Бу ўзгариш аллақачон кўриб чиқилган';
const tags = ['upgrades'];
const admin = { tags, security: BEARER, headers: AUTH_HEADERS };
const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 404: errorResponseRef };
type KeyRoute = { Body: PendingKey };

/**
 * The built-in rows a newer release left alone because an administrator had changed them (syncBuiltIns):
 * listed with what the release would change, and taken or kept one by one. Administrators only; taking and
 * keeping are audited. Contract: src/core/api/upgradeContract.ts.
 *
 * @example
 * registerUpgradeRoutes(api, context);
 */
export function registerUpgradeRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  async function administrator(request: FastifyRequest, reply: FastifyReply) {
    const permissions = request.auth?.user.permissions;
    if (!isAdmin({ permissions: Array.isArray(permissions) ? (permissions as string[]) : [] }, DEFAULT_PRODUCT)) {
      return sendError(reply, 403, await textInLocale(db, request, FORM_FORBIDDEN));
    }
  }
  const preHandler = [authenticate, administrator];

  app.get(
    '/upgrades/pending',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'Built-in rows the administrator changed that the running release would change too',
        response: { 200: dataEnvelope({ type: 'array', items: pendingUpdateSchema }), ...errors },
      },
    },
    async () => {
      const rows = await db
        .selectFrom('builtin_versions')
        .select(['kind', 'key', 'pending_content', 'pending_release', 'pending_since'])
        .where('pending_hash', 'is not', null)
        .orderBy('kind')
        .orderBy('key')
        .execute();
      const data: PendingUpdate[] = [];
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const kind = VERSIONED_KINDS.get(row.kind);
          if (!kind) continue;
          const current = (await kind.readAll(trx, [row.key])).get(row.key);
          const changes = contentChanges(current, row.pending_content);
          data.push({
            kind: row.kind,
            key: row.key,
            title: titleOf(row.kind, row.key, row.pending_content),
            release: row.pending_release ?? '',
            since: new Date(row.pending_since ?? Date.now()).toISOString(),
            deleted: current === undefined,
            changes: changes.slice(0, PENDING_CHANGES_CAP),
            moreChanges: Math.max(0, changes.length - PENDING_CHANGES_CAP),
          });
        }
      });
      return { data };
    },
  );

  /** Takes (writes the release's content) or keeps (records the row as reviewed) one pending row. */
  async function settle(request: FastifyRequest<KeyRoute>, reply: FastifyReply, take: boolean) {
    const { kind, key } = request.body;
    const versioned = VERSIONED_KINDS.get(kind);
    const done = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('builtin_versions')
        .select(['pending_hash', 'pending_content'])
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('pending_hash', 'is not', null)
        .forUpdate()
        .executeTakeFirst();
      if (!row || !versioned) return false;
      if (take) await versioned.write(trx, key, row.pending_content);
      // Kept: the release's hash is recorded all the same, so only a later release changing it again lists it again.
      await recordVersions(trx, [{ kind, key, hash: row.pending_hash }], PLATON_VERSION);
      return true;
    });
    if (!done) return sendError(reply, 404, await textInLocale(db, request, NOT_PENDING), UPGRADE_ERRORS.notPending);
    if (take) invalidateConfigCaches(db, { schema: 'public', table: kind === 'table' ? 'tables' : 'forms' });
    await writeAuditLog(db, request, {
      userId: request.auth!.user.id,
      username: request.auth!.user.username,
      actionType: take ? 'upgradeTake' : 'upgradeKeep',
      actionTitle: 'upgrades',
      details: { kind, key },
    });
    return { data: { kind, key } };
  }

  for (const [path, take, summary] of [
    ['/upgrades/take', true, 'Replace a pending built-in row with the release’s version'],
    ['/upgrades/keep', false, 'Keep the administrator’s version of a pending built-in row'],
  ] as const) {
    app.post<KeyRoute>(
      path,
      { preHandler, schema: { ...admin, summary, body: pendingKeySchema, response: { 200: dataEnvelope(pendingKeySchema), ...errors } } },
      (request, reply) => settle(request, reply, take),
    );
  }
}

function titleOf(kind: string, key: string, content: unknown): string {
  if (kind === 'translation') {
    const at = key.indexOf(':');
    return `${key.slice(at + 1)} (${key.slice(0, at)})`;
  }
  const title = (content as { row?: { title?: unknown } } | null)?.row?.title;
  return typeof title === 'string' && title ? `${title} (${key})` : key;
}
