/**
 * The configuration history (issue 46), administrators only:
 * - `GET config-history/{collection}/{id}` → `{ data: ConfigHistory }`: the row now (null once deleted) and its
 *   earlier versions, newest first (at most 100);
 * - `POST config-history/{collection}/{id}/restore/{version}` → `{ data: { current } }`; 409 when the old row
 *   no longer fits (a name taken since, a parent gone), nothing written then.
 *
 * The wire shapes are written once, as the JSON schemas the routes validate and document with; the types are
 * derived from them (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';

const configRow = { type: ['object', 'null'], additionalProperties: true } as const;

export const configVersionSchema = {
  $id: 'ConfigVersion',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'action', 'changedAt', 'changedBy', 'row'],
  properties: {
    id: { type: 'integer' },
    /** What was done to the row that this version was before. */
    action: { type: 'string', enum: ['update', 'delete'] },
    changedAt: { type: 'string', format: 'date-time' },
    /** Null for the system's own changes (seeds, upgrades) or a user since removed. */
    changedBy: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'username'],
          properties: { id: { type: 'integer' }, username: { type: ['string', 'null'] } },
        },
        { type: 'null' },
      ],
    },
    row: { type: 'object', additionalProperties: true },
  },
} as const;

export type ConfigVersion = FromSchema<typeof configVersionSchema>;

export const configHistorySchema = {
  $id: 'ConfigHistory',
  type: 'object',
  additionalProperties: false,
  required: ['current', 'versions'],
  properties: { current: configRow, versions: { type: 'array', items: configVersionSchema } },
} as const;

export type ConfigHistory = FromSchema<typeof configHistorySchema>;

export const configRestoredSchema = {
  $id: 'ConfigRestored',
  type: 'object',
  additionalProperties: false,
  required: ['current'],
  properties: { current: configRow },
} as const;
