/**
 * Built-in rows a release would have updated but an administrator had changed (issue 41; server/upgrade).
 * Administrators only. Routes:
 * - `GET upgrades/pending` → `{ data: PendingUpdate[] }`: each with the differences between the row as it is and
 *   what the release would write;
 * - `POST upgrades/take` `{ kind, key }` → `{ data: PendingKey }`: the release's version replaces the row;
 * - `POST upgrades/keep` `{ kind, key }` → `{ data: PendingKey }`: the row stays as it is and leaves the list
 *   (a later release that changes it again lists it again).
 * A row that is not pending (taken or kept meanwhile) answers 404.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Differences listed per row at most; `moreChanges` counts the rest. */
export const PENDING_CHANGES_CAP = 50;

export const pendingKeySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', minLength: 1, maxLength: 50, description: "'form', 'table', 'page', 'menu' or 'translation'" },
    key: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      pattern: '^[^\\u0000]*$',
      description: 'The row’s name; a translation’s `locale:key`.',
    },
  },
  required: ['kind', 'key'],
} as const;
export type PendingKey = FromSchema<typeof pendingKeySchema>;

export const pendingChangeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Where: '' for a translation's text, `title` for a column of the record, `form_elements 3: label` below it. */
    path: { type: 'string' },
    current: { type: ['string', 'null'], description: 'As the row has it now (null: absent).' },
    release: { type: ['string', 'null'], description: 'As the release would write it (null: absent).' },
  },
  required: ['path', 'current', 'release'],
} as const;
export type PendingChange = FromSchema<typeof pendingChangeSchema>;

export const pendingUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string' },
    key: { type: 'string' },
    /** The record's title, or the translation's key. */
    title: { type: 'string' },
    release: { type: 'string', description: 'The release that would write it.' },
    since: { type: 'string', description: 'When that release first found it changed (ISO 8601).' },
    deleted: { type: 'boolean', description: 'The administrator deleted the row: taking the release’s version brings it back.' },
    changes: { type: 'array', items: pendingChangeSchema },
    moreChanges: { type: 'integer', minimum: 0 },
  },
  required: ['kind', 'key', 'title', 'release', 'since', 'deleted', 'changes', 'moreChanges'],
} as const;
export type PendingUpdate = FromSchema<typeof pendingUpdateSchema>;

/** The `error` of a 404: the row is not (or no longer) pending. */
export const UPGRADE_ERRORS = { notPending: 'NOT_PENDING' } as const;
