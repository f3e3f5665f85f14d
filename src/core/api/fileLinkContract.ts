import type { FromSchema } from 'json-schema-to-ts';

/**
 * `GET uploads/files/{id}/link` (signed in) → `{ data: FileLink }`: a short-lived signed address of a stored
 * file the caller may read, for what cannot send a token (a link opened in a new tab, an <img>), when the
 * address an answer carried (RemoteFile's `url`) has expired. Both are relative to the API base.
 */
export const fileLinkSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** `uploads/{kind}/{id}?exp=…&sig=…`, relative to the API base. */
    url: { type: 'string' },
    /** When the address stops working (ISO 8601). */
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['url', 'expiresAt'],
} as const;
export type FileLink = FromSchema<typeof fileLinkSchema>;

/** The path of a file's link call, relative to the API base. */
export function fileLinkPath(id: string): string {
  return `uploads/files/${encodeURIComponent(id)}/link`;
}
