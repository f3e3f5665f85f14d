/**
 * The call-back line (`call24`, issue 15). Project info's `call24` settings drive a widget in the shell where a
 * signed-in user leaves a phone number and a topic; `/system/call24` lists the requests for the support
 * staff. Routes, all signed in:
 * - `POST call24/requests` with a Call24Create body → 201 `{ data: Call24Request }`; 429 past
 *   CALL24_RATE_LIMIT per user or per address within CALL24_RATE_WINDOW_MINUTES; 422 for a bad phone or topic;
 *   409 while the line is switched off;
 * - `GET call24/requests?status&page` → `{ data: Call24Listing }`, newest first, CALL24_PAGE_SIZE a page
 *   (support staff only: canHandleCall24);
 * - `PATCH call24/requests/{id}` with a Call24Update body → `{ data: Call24Request }`; 409 when `version` is
 *   not the stored one (someone else handled it meanwhile).
 *
 * The wire shapes are written once, as the JSON schemas the routes validate and document with; the types are
 * derived from them (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';
import { textSchema } from './textSchema';

/** Holders handle call-back requests; administrators (`{product}.admin`) do too. */
export const CALL24_PERMISSION = 'platon.support';
export const CALL24_PAGE_SIZE = 20;
/** Requests one user, or one address, may leave within CALL24_RATE_WINDOW_MINUTES. */
export const CALL24_RATE_LIMIT = 3;
export const CALL24_RATE_WINDOW_MINUTES = 10;
export const CALL24_TOPIC_MAX = 200;
export const CALL24_COMMENT_MAX = 1000;
export const CALL24_NOTE_MAX = 1000;

/** The largest id and version a path or body may name (PostgreSQL integer). */
const INT_MAX = 2147483647;

export const call24StatusSchema = { type: 'string', enum: ['new', 'called_back', 'closed'] } as const;
export type Call24Status = FromSchema<typeof call24StatusSchema>;
export const CALL24_STATUSES: readonly Call24Status[] = call24StatusSchema.enum;

const texts = { type: 'array', items: { type: 'string' } } as const;

/**
 * Project info's `call24` (every field optional: an empty object is a line switched off). Texts are the
 * administrator's, shown through the translations like menu names.
 */
export const call24SettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    /** The widget's button and dialog title; default 'Қайта қўнғироқ'. */
    title: { type: 'string' },
    /** A line under the title: what happens after sending. */
    intro: { type: 'string' },
    /** When the support line calls back, as text ('Душанба–жума, 9:00–18:00'). */
    hours: { type: 'string' },
    /** The topics to choose from; none configured: the user types one. */
    topics: texts,
    /**
     * Page rules (docs/behaviour.md §2 "call-widget page rules"): the paths the widget shows on, as patterns where `*` is any
     * text within one segment and `**` anything (`/tables/*`, `/forms/**`). None: every page of the layout.
     */
    pages: texts,
    /** Paths never showing it, over `pages`. */
    excludePages: texts,
  },
} as const;
export type Call24Settings = FromSchema<typeof call24SettingsSchema>;

/** `POST call24/requests`. */
export const call24CreateSchema = {
  type: 'object',
  required: ['phone', 'topic'],
  additionalProperties: false,
  properties: {
    phone: textSchema(40),
    topic: textSchema(CALL24_TOPIC_MAX),
    comment: textSchema(CALL24_COMMENT_MAX),
    /** The path the widget was opened on. */
    page: textSchema(500),
  },
} as const;
export type Call24Create = FromSchema<typeof call24CreateSchema>;

export const call24RequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    userName: { type: 'string', description: 'The user’s full name (or login) at listing time.' },
    phone: { type: 'string', description: 'Normalized: + and digits.' },
    topic: { type: 'string' },
    comment: { type: 'string' },
    page: { type: 'string' },
    status: call24StatusSchema,
    handledBy: { type: ['string', 'null'] },
    handledAt: { type: ['string', 'null'], description: 'ISO timestamp.' },
    note: { type: 'string' },
    createdAt: { type: 'string', description: 'ISO timestamp.' },
    version: { type: 'integer' },
  },
  required: [
    'id',
    'userId',
    'userName',
    'phone',
    'topic',
    'comment',
    'page',
    'status',
    'handledBy',
    'handledAt',
    'note',
    'createdAt',
    'version',
  ],
} as const;
export type Call24Request = FromSchema<typeof call24RequestSchema>;

/** `GET call24/requests`. */
export const call24ListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: call24StatusSchema, page: { type: 'integer', minimum: 1, maximum: 100_000 } },
} as const;
export type Call24ListQuery = FromSchema<typeof call24ListQuerySchema>;

export const call24ListingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    requests: { type: 'array', items: call24RequestSchema },
    total: { type: 'integer' },
    counts: {
      type: 'object',
      description: 'Requests per status over all pages, for the filter tabs.',
      additionalProperties: false,
      properties: { new: { type: 'integer' }, called_back: { type: 'integer' }, closed: { type: 'integer' } },
      required: ['new', 'called_back', 'closed'],
    },
  },
  required: ['requests', 'total', 'counts'],
} as const;
export type Call24Listing = FromSchema<typeof call24ListingSchema>;

/** `PATCH call24/requests/{id}`: the request's id in the path. */
export const call24IdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: INT_MAX } },
} as const;

/** `PATCH call24/requests/{id}`: `version` is the one read, refused with 409 when it is not the stored one. */
export const call24UpdateSchema = {
  type: 'object',
  required: ['status', 'version'],
  additionalProperties: false,
  properties: { status: call24StatusSchema, note: textSchema(CALL24_NOTE_MAX), version: { type: 'integer', minimum: 1, maximum: INT_MAX } },
} as const;
export type Call24Update = FromSchema<typeof call24UpdateSchema>;
