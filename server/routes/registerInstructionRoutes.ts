import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  INSTRUCTION_SEARCH_LIMIT,
  INSTRUCTION_SEARCH_MIN,
  instructionEntryQuerySchema,
  instructionHitSchema,
  instructionSchema,
  instructionSearchQuerySchema,
  instructionSectionSchema,
} from '../../src/core/api/instructionsContract';
import { errorResponseRef } from '../../src/core/api/errorResponseSchema';
import type { InstructionMessage } from '../../src/core/i18n/messages/instructionMessages';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { dataEnvelope } from '../schemas/dataEnvelope';
import { containsPattern } from '../db/containsPattern';
import type { DatabaseSchema, InstructionsTable } from '../db/DatabaseSchema';
import { AUTH_HEADERS, BEARER } from '../forms/formRouteSchemas';
import { contractRoutes } from '../http/contractRoutes';
import { sendError } from '../http/sendError';
import { requestLocale } from '../i18n/requestLocale';
import { textInLocale } from '../i18n/textInLocale';
import { signFileReferences } from '../files/signFileReferences';
import { instructionSnippet } from '../instructions/instructionSnippet';
import { instructionLocale, localizedInstruction } from '../instructions/localizedInstruction';

const NOT_FOUND: InstructionMessage = 'Йўриқнома топилмади';

type Row = Selectable<InstructionsTable>;

const signedIn = { tags: ['instructions'], security: BEARER, headers: AUTH_HEADERS };
const errors = { 400: errorResponseRef, 401: errorResponseRef, 404: errorResponseRef };

/**
 * The user guide's API (issue 15; contract: src/core/api/instructionsContract.ts): the sections' tree, one
 * instruction, and a search, for any signed-in user, in the request's language. Administrators edit the
 * rows through the built-in `instructions` form, so there are no writes here.
 *
 * @example
 * registerInstructionRoutes(api, context);
 */
export function registerInstructionRoutes(server: FastifyInstance, context: AppContext): void {
  const app = contractRoutes(server);
  const { db } = context;
  const authenticate = createAuthenticate(context);

  app.get(
    '/instructions/tree',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'The user guide’s sections and subsections (titles only)',
        response: { 200: dataEnvelope({ type: 'array', items: instructionSectionSchema }), ...errors },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = visible(await readRows(db), request);
      const data = rows
        .filter((row) => !row.sub)
        .map((main) => ({
          main: main.main,
          title: localizedInstruction(main, locale).title,
          subsections: rows
            .filter((row) => row.sub && row.main === main.main)
            .map((row) => ({ sub: row.sub!, title: localizedInstruction(row, locale).title })),
        }));
      return { data };
    },
  );

  app.get(
    '/instructions/entry',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'One instruction’s Markdown content (a section without `sub`, a subsection with it)',
        querystring: instructionEntryQuerySchema,
        response: { 200: dataEnvelope(instructionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { main, sub } = request.query;
      const rows = visible(await readRows(db, main), request);
      const sectionRow = rows.find((row) => !row.sub);
      const row = sub ? rows.find((candidate) => candidate.sub === sub) : sectionRow;
      if (!row || !sectionRow) return sendError(reply, 404, await textInLocale(db, request, NOT_FOUND));
      const texts = localizedInstruction(row, locale);
      const data = {
        id: row.id,
        main: row.main,
        sub: row.sub || null,
        title: texts.title,
        sectionTitle: localizedInstruction(sectionRow, locale).title,
        // Its images reach every reader of the instruction as signed links (docs/files.md).
        content: signFileReferences(texts.content, context.fileLinks),
        contentLocale: texts.contentLocale,
      };
      return { data };
    },
  );

  app.get(
    '/instructions/search',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Instructions whose title or content contains the text, in the request’s language',
        querystring: instructionSearchQuerySchema,
        response: { 200: dataEnvelope({ type: 'array', items: instructionHitSchema }), ...errors },
      },
    },
    async (request) => {
      const query = request.query.q.trim();
      if (query.length < INSTRUCTION_SEARCH_MIN) return { data: [] };
      const locale = requestLocale(request);
      const own = instructionLocale(locale);
      // What the reader sees: the translation, or the Uzbek text where it is empty.
      const shown = (column: 'title' | 'content') =>
        own ? sql`coalesce(nullif(btrim(${sql.ref(`${column}_${own}`)}), ''), ${sql.ref(column)})` : sql.ref(column);
      const pattern = containsPattern(query);
      const matching = await db
        .selectFrom('instructions')
        .selectAll()
        .select(sql<boolean>`${shown('title')} ILIKE ${pattern}`.as('in_title'))
        .where('is_active', '=', true)
        .where(sql<boolean>`(${shown('title')} ILIKE ${pattern} OR ${shown('content')} ILIKE ${pattern})`)
        .execute();
      const rows = visible(await readRows(db), request);
      // The side list's order: each section, then its subsections.
      const inGuide = rows.filter((row) => !row.sub).flatMap((main) => [main, ...rows.filter((row) => row.sub && row.main === main.main)]);
      const order = new Map(inGuide.map((row, index) => [row.id, index]));
      const data = matching
        .filter((row) => order.has(row.id))
        // Titles that say it first, then in the guide's own order.
        .sort((a, b) => Number(b.in_title) - Number(a.in_title) || order.get(a.id)! - order.get(b.id)!)
        .slice(0, INSTRUCTION_SEARCH_LIMIT)
        .map((row) => {
          const texts = localizedInstruction(row, locale);
          const sectionRow = rows.find((candidate) => candidate.main === row.main && !candidate.sub)!;
          return {
            main: row.main,
            sub: row.sub || null,
            title: texts.title,
            sectionTitle: localizedInstruction(sectionRow, locale).title,
            snippet: instructionSnippet(texts.content, query),
          };
        });
      return { data };
    },
  );
}

/** The active rows in the guide's order (of one section when `main` is given). */
function readRows(db: Kysely<DatabaseSchema>, main?: string): Promise<Row[]> {
  let query = db.selectFrom('instructions').selectAll().where('is_active', '=', true);
  if (main !== undefined) query = query.where('main', '=', main);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/**
 * The rows this user may read: no permission, one they hold, or any for an administrator (who edits them).
 * A subsection shows only under a section the user sees, so hiding a section hides what is under it.
 */
function visible(rows: Row[], request: FastifyRequest): Row[] {
  const held = request.auth?.user.permissions;
  const permissions = Array.isArray(held) ? (held as string[]) : [];
  const admin = isAdmin({ permissions }, DEFAULT_PRODUCT);
  const allowed = rows.filter((row) => !row.permission || admin || permissions.includes(row.permission));
  const sections = new Set(allowed.filter((row) => !row.sub).map((row) => row.main));
  // One row per address: an accidental duplicate is hidden behind the first in order.
  const seen = new Set<string>();
  return allowed.filter((row) => {
    const key = `${row.main}\u0000${row.sub ?? ''}`;
    if (!sections.has(row.main) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
