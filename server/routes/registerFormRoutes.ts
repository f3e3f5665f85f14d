import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { formDefinitionRef, formErrorResponseRef, formRecordRef, saveFormRequestRef } from '../../src/core/api/formContract';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { createAuthenticate } from '../auth/createAuthenticate';
import { formAccess } from '../forms/formAccess';
import { formDeleteRecord } from '../forms/formDeleteRecord';
import { ACTION_FORBIDDEN, RECORD_IN_USE, RECORD_NOT_FOUND } from '../forms/formErrorTexts';
import { AUTH_HEADERS, BEARER, FORM_NAME_PARAMS, FORM_RECORD_PARAMS, FORM_TAGS } from '../forms/formRouteSchemas';
import { formSaveRecord } from '../forms/formSaveRecord';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { formAnswer } from '../forms/formAnswer';
import { formRecordFileLinks } from '../forms/formRecordFileLinks';
import { readFormRecord } from '../forms/readFormRecord';
import { requireFormSource } from '../forms/runtimeForm';
import { sendFormSaveResult } from '../forms/sendFormSaveResult';
import { sendStaleRecord } from '../forms/sendStaleRecord';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { ruleOf, tableWriteRules } from '../users/tableWriteRules';

const recordResponse = dataEnvelope(formRecordRef);
const saveErrors = {
  ...errorResponses(400, 401, 403, 404, 409),
  422: formErrorResponseRef,
};
const signedIn = { tags: FORM_TAGS, security: BEARER, headers: AUTH_HEADERS };

/**
 * The form calls of signed-in users (src/core/api/formContract.ts): the definition and the record calls.
 * Every call checks the form's permission (403; admins use everything, built-in forms need an admin), an
 * unknown form is 404. Writes check the form's can_insert / can_update / can_delete / can_hard_delete
 * (403), validate on the server with the browser's rules (422), guard the record version (409
 * STALE_RECORD), run in one transaction, refresh the cached configuration they change and are audited
 * (formRead, formInsert, formUpdate, formDelete, formHardDelete).
 *
 * @example
 * registerFormRoutes(api, context);
 */
export function registerFormRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const hashPassword = (password: string) => context.hasher.hash(password);
  const authenticate = createAuthenticate(context);
  const permissionsOf = (request: FastifyRequest) => {
    const { permissions } = request.auth!.user;
    return Array.isArray(permissions) ? (permissions as string[]) : [];
  };
  /** Who saves: the files a save may name are those this user may read (readableFiles). */
  const readerOf = (request: FastifyRequest) => ({ id: request.auth!.user.id, permissions: permissionsOf(request) });
  const rules = tableWriteRules(context);
  /** `change`: the row before and after, for the tables with a rule (users, roles, organisations). */
  const audit = (request: FastifyRequest, actionType: string, form: string, id: unknown, change?: object) => {
    const { user } = request.auth!;
    return writeAuditLog(db, request, { userId: user.id, username: user.username, actionType, details: { form, id, ...change } });
  };

  app.get(
    '/forms/:name',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Form definition: props and the element tree with select options',
        params: FORM_NAME_PARAMS,
        response: { 200: dataEnvelope(formDefinitionRef), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const access = await formAccess(db, request.params.name, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      return { data: await formAnswer(db, access.form) };
    },
  );

  app.get(
    '/forms/:name/records/:id',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'One record as the form edits it, with its version',
        params: FORM_RECORD_PARAMS,
        response: { 200: recordResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      const access = await formAccess(db, name, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const record = await readFormRecord(db, access.form, requireFormSource(access.form), id);
      if (!record) return sendError(reply, 404, RECORD_NOT_FOUND);
      await audit(request, 'formRead', name, record.id);
      return { data: formRecordFileLinks(record, access.form, context.fileLinks) };
    },
  );

  app.post(
    '/forms/:name/records',
    {
      preHandler: authenticate,
      config: { checksNulInBody: true },
      schema: {
        ...signedIn,
        summary: 'Inserts a record (validated on the server); 201 with the stored record',
        params: FORM_NAME_PARAMS,
        body: saveFormRequestRef,
        response: { 201: recordResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const access = await formAccess(db, name, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const { form } = access;
      if (!form.row.can_insert) return sendError(reply, 403, ACTION_FORBIDDEN);
      const source = requireFormSource(form);
      const result = await formSaveRecord(db, {
        form,
        source,
        values: request.body.values,
        anonymous: false,
        reader: readerOf(request),
        hashPassword,
        rule: ruleOf(rules, source),
      });
      if (result.status === 'saved') {
        invalidateConfigCaches(db, source);
        await audit(request, 'formInsert', name, result.record.id, result.change);
      }
      return sendFormSaveResult(request, reply, db, result, 201, (record) => formRecordFileLinks(record, form, context.fileLinks));
    },
  );

  app.put(
    '/forms/:name/records/:id',
    {
      preHandler: authenticate,
      config: { checksNulInBody: true },
      schema: {
        ...signedIn,
        summary: 'Updates a record from the version it was read at; 409 STALE_RECORD when it moved on',
        params: FORM_RECORD_PARAMS,
        body: saveFormRequestRef,
        response: { 200: recordResponse, ...saveErrors },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      const access = await formAccess(db, name, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const { form } = access;
      if (!form.row.can_update || !form.row.version_column) return sendError(reply, 403, ACTION_FORBIDDEN);
      const { values, version } = request.body;
      if (typeof version !== 'number') return sendError(reply, 400, 'body/version is required');
      const source = requireFormSource(form);
      const result = await formSaveRecord(db, {
        form,
        source,
        values,
        id,
        version,
        anonymous: false,
        reader: readerOf(request),
        hashPassword,
        rule: ruleOf(rules, source),
      });
      if (result.status === 'saved') {
        invalidateConfigCaches(db, source);
        await audit(request, 'formUpdate', name, result.record.id, result.change);
      }
      return sendFormSaveResult(request, reply, db, result, 200, (record) => formRecordFileLinks(record, form, context.fileLinks));
    },
  );

  app.delete(
    '/forms/:name/records/:id',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Deletes a record: soft where the form has a soft-delete column, else the row; hard=true removes it (can_hard_delete)',
        params: FORM_RECORD_PARAMS,
        querystring: {
          type: 'object',
          properties: { version: { type: 'integer' }, hard: { type: 'boolean', default: false } },
        },
        response: {
          200: dataEnvelope({ type: 'object', properties: { deleted: { type: 'boolean' } }, required: ['deleted'] }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { name, id } = request.params;
      const hard = request.query.hard === true;
      const access = await formAccess(db, name, permissionsOf(request));
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const { form } = access;
      if (hard ? !form.row.can_hard_delete : !form.row.can_delete) return sendError(reply, 403, ACTION_FORBIDDEN);
      const source = requireFormSource(form);
      const result = await formDeleteRecord(db, { form, source, id, version: request.query.version, hard, userId: request.auth!.user.id });
      switch (result) {
        case 'missing':
          return sendError(reply, 404, RECORD_NOT_FOUND);
        case 'builtIn':
          return sendError(reply, 403, ACTION_FORBIDDEN);
        case 'stale':
          return sendStaleRecord(reply);
        case 'inUse':
          return sendError(reply, 409, RECORD_IN_USE);
      }
      invalidateConfigCaches(db, source);
      await audit(request, hard ? 'formHardDelete' : 'formDelete', name, id);
      return { data: { deleted: true } };
    },
  );
}
