/** `{ data: <schema> }`, the envelope of every JSON success response. */
export function dataEnvelope(schema: object): object {
  return { type: 'object', properties: { data: schema }, required: ['data'] };
}
