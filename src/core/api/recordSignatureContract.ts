/**
 * Signed records (issue 44). Routes, signed in, with the form's read access:
 * - `GET forms/{name}/records/{id}/signature` → `{ data: RecordSignatureState }`: the text a signature must
 *   cover now and the last signature;
 * - `POST forms/{name}/records/{id}/signature` with the CMS package as text/plain → 201
 *   `{ data: RecordSignature }`; 409 when the package covers another text than the record's now, 403 for a
 *   key that is not the user's, 401 for a refused signature, 503 when it cannot be checked now;
 * - `GET forms/{name}/records/{id}/signature/package` → the last signature's time-stamped package (.p7s).
 *
 * The wire shapes are written once, as the JSON schemas the routes validate and document with; the types are
 * derived from them (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';

const nullableText = { type: ['string', 'null'] } as const;

export const recordSignatureSchema = {
  $id: 'RecordSignature',
  type: 'object',
  additionalProperties: false,
  required: ['signer', 'signedAt', 'version', 'covers'],
  properties: {
    signer: {
      type: 'object',
      additionalProperties: false,
      properties: {
        fullName: nullableText,
        organization: nullableText,
        pinfl: nullableText,
        tin: nullableText,
        serialNumber: nullableText,
      },
    },
    /** The time stamp's time. */
    signedAt: { type: 'string', format: 'date-time' },
    /** The record version signed. */
    version: { type: 'integer' },
    /** False once the record changed after signing: the signature no longer covers it. */
    covers: { type: 'boolean' },
  },
} as const;

export type RecordSignature = FromSchema<typeof recordSignatureSchema>;

export const recordSignatureStateSchema = {
  $id: 'RecordSignatureState',
  type: 'object',
  additionalProperties: false,
  required: ['content', 'signature'],
  properties: {
    /** The text to sign: the record's canonical JSON now. */
    content: { type: 'string' },
    signature: { anyOf: [recordSignatureSchema, { type: 'null' }] },
  },
} as const;

export type RecordSignatureState = FromSchema<typeof recordSignatureStateSchema>;
