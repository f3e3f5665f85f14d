import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../src/core/api/errorResponseSchema';
import { formDefinitionRef, formErrorResponseRef, formRecordRef, saveFormRequestRef } from '../../src/core/api/formContract';
import type { AppContext } from '../AppContext';
import { writeAuditLog } from '../audit/writeAuditLog';
import { formAccess } from '../forms/formAccess';
import { ACTION_FORBIDDEN, TOO_MANY_SUBMISSIONS } from '../forms/formErrorTexts';
import { FORM_NAME_PARAMS, FORM_TAGS } from '../forms/formRouteSchemas';
import { formSaveRecord } from '../forms/formSaveRecord';
import { invalidateConfigCaches } from '../forms/invalidateConfigCaches';
import { formAnswer } from '../forms/formAnswer';
import { formRecordFileLinks } from '../forms/formRecordFileLinks';
import { requireFormSource } from '../forms/runtimeForm';
import { sendFormSaveResult } from '../forms/sendFormSaveResult';
import { contractRoutes } from '../http/contractRoutes';
import { createRateLimiter, type RateLimit } from '../http/createRateLimiter';
import { sendError } from '../http/sendError';
import { dataEnvelope } from '../schemas/dataEnvelope';

/** Budgets of anonymous submissions: per address and form, and per form from everyone together. */
export interface PublicFormLimits {
  perAddress: RateLimit;
  perForm: RateLimit;
}

/** Enough for a person filling in a form a few times, far too little for a script. */
export const DEFAULT_PUBLIC_FORM_LIMITS: PublicFormLimits = {
  perAddress: { limit: 10, windowSeconds: 600 },
  perForm: { limit: 200, windowSeconds: 3600 },
};

/**
 * Public forms (docs/behaviour.md §2 public routes, docs/architecture.md partners embedding a public form), without sign-in:
 * - `GET /public/forms/{name}`: the definition of a form flagged public that asks for no permission; any
 *   other name answers exactly like a missing one (404);
 * - `POST /public/forms/{name}/records`: an anonymous insert (the form's can_insert), validated like any
 *   other, audited with no user, and rate-limited per address and form and per form (429). Anonymous
 *   callers never read, update or delete records.
 *
 * @example
 * registerPublicFormRoutes(api, context, { limits: DEFAULT_PUBLIC_FORM_LIMITS });
 */
export function registerPublicFormRoutes(
  server: FastifyInstance,
  context: AppContext,
  options: { limits?: Partial<PublicFormLimits> } = {},
): void {
  const app = contractRoutes(server);
  const { db } = context;
  const hashPassword = (password: string) => context.hasher.hash(password);
  const limits = { ...DEFAULT_PUBLIC_FORM_LIMITS, ...options.limits };
  const limiter = createRateLimiter(db);

  app.get(
    '/public/forms/:name',
    {
      schema: {
        tags: FORM_TAGS,
        summary: 'Definition of a public form (is_public, no permission); no sign-in',
        params: FORM_NAME_PARAMS,
        response: { 200: dataEnvelope(formDefinitionRef), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const access = await formAccess(db, request.params.name, null);
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      return { data: await formAnswer(db, access.form) };
    },
  );

  app.post(
    '/public/forms/:name/records',
    {
      config: { checksNulInBody: true },
      schema: {
        tags: FORM_TAGS,
        summary: 'Anonymous submission to a public form (insert only); rate-limited',
        params: FORM_NAME_PARAMS,
        body: saveFormRequestRef,
        response: {
          201: dataEnvelope(formRecordRef),
          ...errorResponses(400, 403, 404, 429),
          422: formErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const access = await formAccess(db, name, null);
      if (!('form' in access)) return sendError(reply, access.status, access.message);
      const { form } = access;
      if (!form.row.can_insert) return sendError(reply, 403, ACTION_FORBIDDEN);
      // Counted only for forms that exist and are public, so made-up names cannot fill the counter table.
      // Every try counts against its address; only accepted submissions spend the form's budget, or a few
      // addresses sending invalid ones would close the form to every citizen. The form's slot is taken before
      // the save, so a burst cannot overrun the budget, and given back when the save is refused or fails.
      if (!(await limiter.hit([{ key: `pf:ip:${name}:${request.ip}`, limit: limits.perAddress }])))
        return sendError(reply, 429, TOO_MANY_SUBMISSIONS);
      const formKey = `pf:form:${name}`;
      if (!(await limiter.hit([{ key: formKey, limit: limits.perForm }]))) {
        await limiter.release(formKey);
        return sendError(reply, 429, TOO_MANY_SUBMISSIONS);
      }
      const source = requireFormSource(form);
      const result = await formSaveRecord(db, { form, source, values: request.body.values, anonymous: true, hashPassword }).catch(
        async (error: unknown) => {
          await limiter.release(formKey);
          throw error;
        },
      );
      if (result.status !== 'saved') await limiter.release(formKey);
      if (result.status === 'saved') {
        invalidateConfigCaches(db, source);
        await writeAuditLog(db, request, {
          userId: null,
          username: null,
          actionType: 'formInsert',
          details: { form: name, id: result.record.id },
        });
      }
      // The visitor's answer is where their uploads stay readable: signed links, never the bare ids.
      return sendFormSaveResult(request, reply, db, result, 201, (record) => formRecordFileLinks(record, form, context.fileLinks));
    },
  );
}
