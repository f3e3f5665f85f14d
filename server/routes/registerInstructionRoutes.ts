import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  INSTRUCTION_SEARCH_LIMIT,
  INSTRUCTION_SEARCH_MIN,
  type Instruction,
  type InstructionHit,
  type InstructionSection,
} from '../../src/core/api/instructionsContract';
import type { InstructionMessage } from '../../src/core/i18n/messages/instructionMessages';
import { DEFAULT_PRODUCT, isAdmin } from '../../src/core/session/permissions';
import type { AppContext } from '../AppContext';
import { createAuthenticate } from '../auth/createAuthenticate';
import { containsPattern } from '../db/containsPattern';
import type { DatabaseSchema, InstructionsTable } from '../db/DatabaseSchema';
import { AUTH_HEADERS, BEARER, ERROR_RESPONSE } from '../forms/formRouteSchemas';
import { sendError } from '../http/sendError';
import { requestLocale } from '../i18n/requestLocale';
import { textInLocale } from '../i18n/textInLocale';
import { instructionSnippet } from '../instructions/instructionSnippet';
import { instructionLocale, localizedInstruction } from '../instructions/localizedInstruction';

const NOT_FOUND: InstructionMessage = 'Йўриқнома топилмади';

type Row = Selectable<InstructionsTable>;

/** Any text but NUL, which PostgreSQL refuses in text (a 500 otherwise): such a request is a 400. */
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength, pattern: '^[^\\u0000]*$' }) as const;
const signedIn = { tags: ['instructions'], security: BEARER, headers: AUTH_HEADERS };
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 404: ERROR_RESPONSE };
const subsection = { type: 'object', properties: { sub: { type: 'string' }, title: { type: 'string' } } } as const;
const section = {
  type: 'object',
  properties: { main: { type: 'string' }, title: { type: 'string' }, subsections: { type: 'array', items: subsection } },
} as const;
const instruction = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    main: { type: 'string' },
    sub: { type: ['string', 'null'] },
    title: { type: 'string' },
    sectionTitle: { type: 'string' },
    content: { type: 'string' },
    contentLocale: { type: 'string' },
  },
} as const;
const hit = {
  type: 'object',
  properties: {
    main: { type: 'string' },
    sub: { type: ['string', 'null'] },
    title: { type: 'string' },
    sectionTitle: { type: 'string' },
    snippet: { type: 'string' },
  },
} as const;

/**
 * The user guide's API (issue 15; contract: src/core/api/instructionsContract.ts): the sections' tree, one
 * instruction, and a search, for any signed-in user, in the request's language. Administrators edit the
 * rows through the built-in `instructions` form, so there are no writes here.
 *
 * @example
 * registerInstructionRoutes(api, context);
 */
export function registerInstructionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const authenticate = createAuthenticate(context);

  app.get(
    '/instructions/tree',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'The user guide’s sections and subsections (titles only)',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: section } } }, ...errors },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const rows = visible(await readRows(db), request);
      const data: InstructionSection[] = rows
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

  app.get<{ Querystring: { main: string; sub?: string } }>(
    '/instructions/entry',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'One instruction’s Markdown content (a section without `sub`, a subsection with it)',
        querystring: { type: 'object', required: ['main'], properties: { main: text(200, 1), sub: text(200) } },
        response: { 200: { type: 'object', properties: { data: instruction } }, ...errors },
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
      const data: Instruction = {
        id: row.id,
        main: row.main,
        sub: row.sub || null,
        title: texts.title,
        sectionTitle: localizedInstruction(sectionRow, locale).title,
        content: texts.content,
        contentLocale: texts.contentLocale,
      };
      return { data };
    },
  );

  app.get<{ Querystring: { q: string } }>(
    '/instructions/search',
    {
      preHandler: authenticate,
      schema: {
        ...signedIn,
        summary: 'Instructions whose title or content contains the text, in the request’s language',
        querystring: { type: 'object', required: ['q'], properties: { q: text(200) } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: hit } } }, ...errors },
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
      const data: InstructionHit[] = matching
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
