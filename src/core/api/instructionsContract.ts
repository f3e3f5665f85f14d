/**
 * The user guide (`/instructions/{main?}/{sub?}`, issue 15) over the `instructions` configuration
 * collection: sections (rows without `sub`) and their subsections, texts in the request's language with
 * the Uzbek text where a translation is empty (docs/behaviour.md §2). Signed-in users; an instruction with a permission
 * only for holders of it (and administrators); inactive ones for nobody. Routes:
 * - `GET instructions/tree` → `{ data: InstructionSection[] }`: titles only, in order;
 * - `GET instructions/entry?main&sub` → `{ data: Instruction }` (404 when there is no such instruction);
 * - `GET instructions/search?q` → `{ data: InstructionHit[] }`: title and content contain `q`, at most
 *   INSTRUCTION_SEARCH_LIMIT, titles first.
 * Images in the content point at stored files (`uploads/images/{id}`, relative to the API base); the entry's
 * answer gives each one as a short-lived signed link (docs/files.md).
 *
 * Each shape is written once, as the JSON schema the route validates and documents with; the types are
 * derived from it (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';
import { textSchema } from './textSchema';

export const INSTRUCTION_SEARCH_LIMIT = 20;
/** Shorter searches would match almost everything. */
export const INSTRUCTION_SEARCH_MIN = 2;

export const instructionSubsectionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { sub: { type: 'string' }, title: { type: 'string' } },
  required: ['sub', 'title'],
} as const;
export type InstructionSubsection = FromSchema<typeof instructionSubsectionSchema>;

/** A section with its subsections, as the side list shows them. */
export const instructionSectionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { main: { type: 'string' }, title: { type: 'string' }, subsections: { type: 'array', items: instructionSubsectionSchema } },
  required: ['main', 'title', 'subsections'],
} as const;
export type InstructionSection = FromSchema<typeof instructionSectionSchema>;

export const instructionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The row’s id: the administrator’s gear link edits it.' },
    main: { type: 'string' },
    sub: { type: ['string', 'null'] },
    title: { type: 'string' },
    sectionTitle: {
      type: 'string',
      description: 'The section’s title, for a subsection’s heading trail; a section’s own title otherwise.',
    },
    content: { type: 'string', description: 'Markdown.' },
    contentLocale: {
      type: 'string',
      description: 'The language the content is in: the requested one, or uz when it is not translated yet.',
    },
  },
  required: ['id', 'main', 'sub', 'title', 'sectionTitle', 'content', 'contentLocale'],
} as const;
export type Instruction = FromSchema<typeof instructionSchema>;

export const instructionHitSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    main: { type: 'string' },
    sub: { type: ['string', 'null'] },
    title: { type: 'string' },
    sectionTitle: { type: 'string' },
    snippet: {
      type: 'string',
      description: 'Plain text around the first match in the content (the content’s start when only the title matched).',
    },
  },
  required: ['main', 'sub', 'title', 'sectionTitle', 'snippet'],
} as const;
export type InstructionHit = FromSchema<typeof instructionHitSchema>;

/** `GET instructions/entry`: a section without `sub`, a subsection with it. */
export const instructionEntryQuerySchema = {
  type: 'object',
  required: ['main'],
  properties: { main: textSchema(200, 1), sub: textSchema(200) },
} as const;
export type InstructionEntryQuery = FromSchema<typeof instructionEntryQuerySchema>;

/** `GET instructions/search`. */
export const instructionSearchQuerySchema = { type: 'object', required: ['q'], properties: { q: textSchema(200) } } as const;
export type InstructionSearchQuery = FromSchema<typeof instructionSearchQuerySchema>;
