import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONFIG_FILE_FORMAT,
  CONFIG_FILE_MAX_BYTES,
  CONFIG_FILE_PRODUCT,
  TRANSFER_ERRORS,
  configFileSchema,
  exportRequestSchema,
  importRequestSchema,
  transferGroupSchema,
  transferOutcomeSchema,
  transferPreviewSchema,
  type ConfigFile,
  type ExportRequest,
  type ImportRequest,
  type TransferOutcome,
  type TransferPreview,
} from '../../src/core/api/configTransferContract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { UpgradeMessage } from '../../src/core/i18n/messages/upgradeMessages';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { FORM_FORBIDDEN } from '../files/uploadTexts';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { textInLocale } from '../i18n/textInLocale';
import { PLATON_VERSION } from '../platonVersion';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { RowTreeProblem } from './checkRowTree';
import { readConfigFile } from './readConfigFile';
import { TransferRefusal } from './TransferRefusal';
import { TRANSFER_KINDS } from './transferKinds';

const DATABASE_REFUSED: UpgradeMessage = 'Маълумотлар базаси ёзувни рад этди: {0}';
const BAD_RECORD: UpgradeMessage = 'Файлдаги «{0}» ёзуви нотўғри: {1}';
const tags = ['config-transfer'];
const admin = { tags, security: BEARER, headers: AUTH_HEADERS };
const errors = { 400: errorResponseRef, 401: errorResponseRef, 403: errorResponseRef, 413: errorResponseRef, 422: errorResponseRef };
/** The file travels as JSON inside the request: room for the envelope around the largest file. */
const BODY_LIMIT = CONFIG_FILE_MAX_BYTES + 64 * 1024;

/**
 * Exporting configuration as one file and importing it elsewhere after a preview (issue 41; contract:
 * src/core/api/configTransferContract.ts). Administrators only; exports and imports are audited. An import is
 * one transaction: a record the database refuses undoes the ones before it.
 *
 * @example
 * registerConfigTransferRoutes(api, context);
 */
export function registerConfigTransferRoutes(server: FastifyInstance, context: AppContext): void {
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
  const audit = (request: FastifyRequest, actionType: string, details: unknown) =>
    writeAuditLog(db, request, {
      userId: request.auth!.user.id,
      username: request.auth!.user.username,
      actionType,
      actionTitle: 'config-transfer',
      details,
    });

  app.get(
    '/config-transfer/items',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'What can be exported, by kind',
        response: { 200: dataEnvelope({ type: 'array', items: transferGroupSchema }), ...errors },
      },
    },
    async () => {
      const data = [];
      for (const kind of TRANSFER_KINDS) data.push({ kind: kind.kind, title: kind.title, items: await kind.list(db) });
      return { data };
    },
  );

  app.post<{ Body: ExportRequest }>(
    '/config-transfer/export',
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The chosen records as one configuration file',
        body: exportRequestSchema,
        response: { 200: dataEnvelope(configFileSchema), ...errors },
      },
    },
    async (request) => {
      const file: ConfigFile = {
        product: CONFIG_FILE_PRODUCT,
        format: CONFIG_FILE_FORMAT,
        release: PLATON_VERSION,
        exportedAt: new Date().toISOString(),
        items: [],
      };
      // In the registry's order, so an import writes what a menu links to before the menu.
      for (const kind of TRANSFER_KINDS) {
        for (const { key } of request.body.items.filter((item) => item.kind === kind.kind)) {
          const content = await kind.read(db, key);
          if (content !== undefined && !file.items.some((item) => item.kind === kind.kind && item.key === key)) {
            file.items.push({ kind: kind.kind, key, content });
          }
        }
      }
      await audit(request, 'configExport', { items: file.items.map(({ kind, key }) => ({ kind, key })) });
      return { data: file };
    },
  );

  /** The file checked, or the refusal sent. */
  async function checkedFile(request: FastifyRequest<{ Body: ImportRequest }>, reply: FastifyReply): Promise<ConfigFile | null> {
    const reading = await readConfigFile(db, request.body.file, PLATON_VERSION);
    if ('file' in reading) return reading.file;
    const { error, text, values } = reading.refusal;
    await sendError(reply, 422, await textInLocale(db, request, text, values), error);
    return null;
  }

  const kindOf = (name: string) => TRANSFER_KINDS.find((kind) => kind.kind === name)!;
  async function preview(file: ConfigFile): Promise<TransferPreview> {
    const items: TransferPreview['items'] = [];
    for (const kind of TRANSFER_KINDS) {
      for (const item of file.items.filter((candidate) => candidate.kind === kind.kind)) {
        items.push({
          kind: kind.kind,
          key: item.key,
          title: kind.titleOf(item.key, item.content),
          action: await kind.compare(db, item.key, item.content),
        });
      }
    }
    return { release: file.release, items };
  }

  /** The dry run's way out of its transaction once every write succeeded. */
  class DryRunDone extends Error {}

  /**
   * Writes the file's records in one transaction (undone when `dryRun`): the counts, or null once a refusal
   * was sent (422, nothing written).
   */
  async function apply(
    request: FastifyRequest,
    reply: FastifyReply,
    file: ConfigFile,
    planned: TransferPreview,
    dryRun: boolean,
  ): Promise<TransferOutcome | null> {
    const outcome: TransferOutcome = { created: 0, changed: 0, unchanged: 0 };
    // A dry run's writes are undone, so nobody's cached session needs forgetting.
    const sessions = dryRun ? { forgetEverywhere: async () => undefined } : context.sessions;
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of planned.items) {
          if (item.action === 'same') {
            outcome.unchanged++;
            continue;
          }
          const { content } = file.items.find((candidate) => candidate.kind === item.kind && candidate.key === item.key)!;
          await kindOf(item.kind).write(trx, item.key, content, { sessions, actorId: request.auth!.user.id });
          outcome[item.action === 'create' ? 'created' : 'changed']++;
        }
        if (dryRun) throw new DryRunDone();
      });
    } catch (error) {
      if (error instanceof DryRunDone) return outcome;
      if (error instanceof TransferRefusal) {
        const reason = await textInLocale(db, request, error.text, error.values);
        await sendError(
          reply,
          422,
          await textInLocale(db, request, BAD_RECORD, { 0: `${error.kind} ${error.key}`, 1: reason }),
          TRANSFER_ERRORS.badRecord,
        );
        return null;
      }
      if (error instanceof RowTreeProblem) {
        await sendError(
          reply,
          422,
          await textInLocale(db, request, BAD_RECORD, { 0: error.key, 1: error.place }),
          TRANSFER_ERRORS.badRecord,
        );
        return null;
      }
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      // Only the database's refusals of a value (a SQLSTATE of class 22 or 23) are the file's fault.
      if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code) || typeof message !== 'string') throw error;
      await sendError(
        reply,
        422,
        await textInLocale(db, request, DATABASE_REFUSED, { 0: message.slice(0, 300) }),
        TRANSFER_ERRORS.badRecord,
      );
      return null;
    }
    return outcome;
  }

  app.post<{ Body: ImportRequest }>(
    '/config-transfer/preview',
    {
      preHandler,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...admin,
        summary: 'What importing a configuration file would create, change and leave alone (writes nothing)',
        body: importRequestSchema,
        response: { 200: dataEnvelope(transferPreviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const file = await checkedFile(request, reply);
      if (!file) return reply;
      const planned = await preview(file);
      // The writes are tried and undone, so what the import would refuse (a role's unknown permission, a
      // value the database rejects) is told now rather than after the administrator confirmed.
      if (!(await apply(request, reply, file, planned, true))) return reply;
      return { data: planned };
    },
  );

  app.post<{ Body: ImportRequest }>(
    '/config-transfer/import',
    {
      preHandler,
      bodyLimit: BODY_LIMIT,
      schema: {
        ...admin,
        summary: 'Import a configuration file: all of it in one transaction, or nothing',
        body: importRequestSchema,
        response: { 200: dataEnvelope(transferOutcomeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const file = await checkedFile(request, reply);
      if (!file) return reply;
      const planned = await preview(file);
      const outcome = await apply(request, reply, file, planned, false);
      if (!outcome) return reply;
      invalidateConfigCaches(db, { schema: 'public', table: 'tables' });
      await audit(request, 'configImport', {
        release: file.release,
        ...outcome,
        items: planned.items.filter((item) => item.action !== 'same'),
      });
      return { data: outcome };
    },
  );
}
