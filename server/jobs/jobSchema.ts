/** The JSON schema of a Job (src/core/api/jobContract.ts) in API responses; it is also their allow-list. */
export const JOB_SCHEMA = {
  type: 'object',
  required: ['id', 'kind', 'name', 'title', 'status', 'done', 'total', 'createdAt'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: ['export', 'import'] },
    name: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed', 'cancelled'] },
    done: { type: 'integer' },
    total: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    startedAt: { type: ['string', 'null'], format: 'date-time' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
    message: { type: ['string', 'null'] },
    detail: {
      type: ['object', 'null'],
      properties: {
        inserted: { type: 'integer' },
        updated: { type: 'integer' },
        rows: { type: 'integer' },
        errors: {
          type: 'array',
          items: { type: 'object', properties: { row: { type: 'integer' }, column: { type: 'string' }, message: { type: 'string' } } },
        },
      },
    },
    resultFileId: { type: ['string', 'null'] },
    resultFileName: { type: ['string', 'null'] },
    resultSize: { type: ['integer', 'null'] },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
