import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  signatureListAddRequestSchema,
  signatureListEntrySchema,
  signatureListGetRequestSchema,
  signatureListRemoveRequestSchema,
  type SignatureListEntry,
} from '../../src/core/api/accountContract';
import { errorResponseRef as error } from '../../src/core/api/errorResponseSchema';
import { adminPermission, hasPermission } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

const security = [{ bearerAuth: [] }];
/** E-IMZO certificate serial numbers: hexadecimal, compared in lower case. */
const SERIAL = /^[0-9a-z]{1,64}$/;
const entries = dataEnvelope({ type: 'array', items: signatureListEntrySchema });
const ADMIN_PERMISSION = adminPermission();

/**
 * The electronic-signature white/black list (docs/behaviour.md §3, §11 `whitelist/add`, `whitelist/get`): which signature
 * serials may (type true) or may not (false) sign in to an account. A user reads and changes only their own
 * list; an administrator any. Each call answers the whole list after it.
 */
export function registerSignatureListRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);

  /** The list's owner, once the caller may act on it; otherwise the reply is sent and null returned. */
  async function ownerOf(request: FastifyRequest, reply: FastifyReply, id: number): Promise<number | null> {
    const { user } = request.auth!;
    if (id !== user.id && !hasPermission({ permissions: Array.isArray(user.permissions) ? user.permissions : [] }, ADMIN_PERMISSION)) {
      await sendError(reply, 403, 'Бошқа фойдаланувчининг рўйхатини кўриш мумкин эмас');
      return null;
    }
    const exists = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) {
      await sendError(reply, 404, 'Фойдаланувчи топилмади');
      return null;
    }
    return id;
  }

  async function list(owner: number): Promise<SignatureListEntry[]> {
    const rows = await db
      .selectFrom('signature_lists')
      .select(['imzo_serial', 'type'])
      .where('user_id', '=', owner)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ imzoSerial: row.imzo_serial, type: row.type }));
  }

  const schema = <const Body extends object>(summary: string, body: Body) =>
    ({
      tags: ['account'],
      summary,
      security,
      body,
      response: { 200: entries, 400: error, 401: error, 403: error, 404: error },
    }) as const;

  app.post(
    '/whitelist/get',
    {
      preHandler: authenticate,
      schema: schema('A signature white/black list', signatureListGetRequestSchema),
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, request.body.userId);
      return owner === null ? reply : { data: await list(owner) };
    },
  );

  app.post(
    '/whitelist/add',
    {
      preHandler: authenticate,
      schema: schema(
        'Add serial numbers to the white (type true) or black list; a serial already listed moves to this type',
        signatureListAddRequestSchema,
      ),
    },
    async (request, reply) => {
      const serials = [...new Set(request.body.imzoSerial.map((serial) => serial.trim().toLowerCase()))];
      const bad = serials.find((serial) => !SERIAL.test(serial));
      if (bad !== undefined) return sendError(reply, 400, 'Сертификат рақами нотўғри', 'Bad serial');
      const owner = await ownerOf(request, reply, request.body.userId);
      if (owner === null) return reply;
      await db
        .insertInto('signature_lists')
        .values(serials.map((serial) => ({ user_id: owner, imzo_serial: serial, type: request.body.type })))
        .onConflict((oc) => oc.columns(['user_id', 'imzo_serial']).doUpdateSet((eb) => ({ type: eb.ref('excluded.type') })))
        .execute();
      await audit(request, owner, { added: serials, type: request.body.type });
      return { data: await list(owner) };
    },
  );

  app.post(
    '/whitelist/remove',
    {
      preHandler: authenticate,
      schema: schema('Remove a serial number from the list', signatureListRemoveRequestSchema),
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, request.body.userId);
      if (owner === null) return reply;
      const serial = request.body.imzoSerial.trim().toLowerCase();
      await db.deleteFrom('signature_lists').where('user_id', '=', owner).where('imzo_serial', '=', serial).execute();
      await audit(request, owner, { removed: serial });
      return { data: await list(owner) };
    },
  );

  function audit(request: FastifyRequest, owner: number, details: object) {
    const { user } = request.auth!;
    return writeAuditLog(db, request, {
      userId: user.id,
      username: user.username,
      actionType: 'signatureListChanged',
      details: { listOf: owner, ...details },
    });
  }
}
