/** `{ data: <schema> }`, the envelope of every JSON success response; typed, so a route's reply is typed by it. */
export function dataEnvelope<const Schema extends object>(schema: Schema) {
  return { type: 'object', properties: { data: schema }, required: ['data'] } as const;
}
