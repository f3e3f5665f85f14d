import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { recordSignatureSchema, recordSignatureStateSchema, type RecordSignature } from '../../src/core/api/recordSignatureContract';
import { EIMZO_DISABLED, EIMZO_MAX_PACKAGE_TEXT, EIMZO_UNAVAILABLE } from '../../src/core/api/signInContract';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import type { RecordSignaturesTable } from '../db/DatabaseSchema';
import { EimzoRefusal } from '../eimzo/EimzoRefusal';
import { findSignerUser } from '../eimzo/findSignerUser';
import { readSignedPackage } from '../eimzo/readSignedPackage';
import { SignatureServiceUnavailable } from '../eimzo/SignatureServiceUnavailable';
import { TimestampUnavailable } from '../eimzo/Timestamper';
import { formAccess } from '../forms/formAccess';
import { RECORD_NOT_FOUND } from '../forms/formErrorTexts';
import { AUTH_HEADERS, BEARER, FORM_RECORD_PARAMS, FORM_TAGS } from '../forms/formRouteSchemas';
import { readFormRecord } from '../forms/readFormRecord';
import { recordSignatureContent } from '../forms/recordSignatureContent';
import { requireFormSource } from '../forms/runtimeForm';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

/** The package signs another text than the record's now: it changed since, or it is another record. */
export const SIGNATURE_NOT_CURRENT = 'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг';
/** The key belongs to somebody else than the signed-in user. */
export const SIGNATURE_NOT_YOURS = 'Бу калит сизнинг ҳисобингизга тегишли эмас';
const TIMESTAMP_FAILED = 'Timestamp олишда хатолик';
const TOO_MANY_MESSAGE = 'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг';
/** Signing costs a time stamp and a verification: generous for a person, tight for a script. */
const PER_USER: RateLimit = { limit: 30, windowSeconds: 60 };

const signedIn = { tags: FORM_TAGS, security: BEARER, headers: AUTH_HEADERS };

/**
 * Signed records (docs/signed-records.md): the text a signature over a record must cover and the last
 * signature with whether it still covers the record (`GET .../signature`), a signature posted as the CMS
 * package the signers of the sign-in make (`POST`, time-stamped and checked here, by the key of the
 * signed-in user only), and the stamped package to download (`GET .../signature/package`). Reading and
 * signing need the form's read access; the record must exist.
 */
export function registerRecordSignatureRoutes(server: FastifyInstance, context: AppContext, limit: RateLimit = PER_USER): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);
  const limiter = createRateLimiter(db);

  /** The form and the record now, or the reply sent. */
  async function target(request: FastifyRequest, { name, id }: { name: string; id: string }, reply: FastifyReply) {
    const { permissions } = request.auth!.user;
    const access = await formAccess(db, name, Array.isArray(permissions) ? (permissions as string[]) : []);
    if (!('form' in access)) return void (await sendError(reply, access.status, access.message));
    const record = await readFormRecord(db, access.form, requireFormSource(access.form), id);
    if (!record) return void (await sendError(reply, 404, RECORD_NOT_FOUND));
    return { form: access.form, record, content: recordSignatureContent(access.form.row.name, record) };
  }

  async function latest(form: string, id: string | number | null) {
    return db
      .selectFrom('record_signatures')
      .selectAll()
      .where('form_name', '=', form)
      .where('record_id', '=', String(id))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  function view(row: Selectable<RecordSignaturesTable>, content: string) {
    return {
      signer: row.signer as RecordSignature['signer'],
      signedAt: row.signed_at.toISOString(),
      version: row.record_version,
      // An edit after signing: the signature no longer covers what the record says.
      covers: row.content === content,
    };
  }

  app.get(
    '/forms/:name/records/:id/signature',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'What a signature over the record covers, and its last signature',
        params: FORM_RECORD_PARAMS,
        response: { 200: dataEnvelope(recordSignatureStateSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await target(request, request.params, reply);
      if (!found) return reply;
      const row = await latest(found.form.row.name, found.record.id);
      return { data: { content: found.content, signature: row ? view(row, found.content) : null } };
    },
  );

  app.post(
    '/forms/:name/records/:id/signature',
    {
      preHandler: authenticate,
      bodyLimit: EIMZO_MAX_PACKAGE_TEXT,
      schema: {
        ...signedIn,
        summary: 'Signs the record: a CMS package (text/plain) over the text GET .../signature gives',
        params: FORM_RECORD_PARAMS,
        body: { type: 'string', minLength: 1, maxLength: EIMZO_MAX_PACKAGE_TEXT },
        response: { 201: dataEnvelope(recordSignatureSchema), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const verifier = context.eimzo;
      if (!verifier) return sendError(reply, 404, EIMZO_DISABLED);
      const user = request.auth!.user;
      if (!(await limiter.hit([{ key: `record-signature:${user.id}`, limit }]))) {
        reply.header('retry-after', String(limit.windowSeconds));
        return sendError(reply, 429, TOO_MANY_MESSAGE);
      }
      const found = await target(request, request.params, reply);
      if (!found) return reply;
      try {
        // The cheap look first: a package over another text is told so before any time stamp or check.
        if (readSignedPackage(request.body).content !== found.content) return sendError(reply, 409, SIGNATURE_NOT_CURRENT);
        const document = await verifier.document(request.body, { ip: request.ip, host: request.hostname });
        if (document.content !== found.content) return sendError(reply, 409, SIGNATURE_NOT_CURRENT);
        const signer = await findSignerUser(db, document.subject).catch(() => null);
        if (signer?.id !== user.id) return sendError(reply, 403, SIGNATURE_NOT_YOURS);
        const { subject } = document;
        const row = await db.transaction().execute(async (trx) => {
          // The record may have changed while the package was checked: sign only the version it still is.
          const now = await readFormRecord(trx, found.form, requireFormSource(found.form), String(found.record.id), { lock: true });
          if (!now || recordSignatureContent(found.form.row.name, now) !== found.content) return null;
          return trx
            .insertInto('record_signatures')
            .values({
              form_name: found.form.row.name,
              record_id: String(found.record.id),
              record_version: Number(found.record.version ?? 0),
              content: found.content,
              package: document.pkcs7,
              signer: JSON.stringify({
                fullName: subject.fullName,
                organization: subject.organization,
                pinfl: subject.pinfl,
                tin: subject.tin,
                serialNumber: subject.serialNumber,
              }),
              user_id: user.id,
              signed_at: document.signedAt,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        if (!row) return sendError(reply, 409, SIGNATURE_NOT_CURRENT);
        await writeAuditLog(db, request, {
          userId: user.id,
          username: user.username,
          actionType: 'recordSigned',
          details: { form: found.form.row.name, id: found.record.id, version: row.record_version, serial: subject.serialNumber },
        });
        return reply.code(201).send({ data: view(row, found.content) });
      } catch (caught) {
        if (caught instanceof EimzoRefusal) return sendError(reply, caught.statusCode, caught.message);
        if (caught instanceof TimestampUnavailable) return sendError(reply, 503, TIMESTAMP_FAILED);
        if (caught instanceof SignatureServiceUnavailable) {
          request.log.warn({ err: caught }, 'a record signature could not be checked');
          return sendError(reply, 503, EIMZO_UNAVAILABLE);
        }
        throw caught;
      }
    },
  );

  app.get(
    '/forms/:name/records/:id/signature/package',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'The last signature’s time-stamped CMS package (.p7s)',
        params: FORM_RECORD_PARAMS,
        response: {
          200: {
            description: 'The time-stamped CMS package',
            content: { 'application/pkcs7-signature': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const found = await target(request, request.params, reply);
      if (!found) return reply;
      const row = await latest(found.form.row.name, found.record.id);
      if (!row) return sendError(reply, 404, RECORD_NOT_FOUND);
      const file = `${found.form.row.name}-${row.record_id}-v${row.record_version}.p7s`.replace(/[^\w.-]/g, '_');
      // Bytes, which the contract's typed reply (JSON answers) does not describe.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'application/pkcs7-signature')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(Buffer.from(row.package, 'base64'));
    },
  );
}
