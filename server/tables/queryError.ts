/**
 * A table call the client got wrong (unknown field, bad value, size too big): answered 400 with this
 * message. Anything else that goes wrong while querying is the server's fault and answers 500.
 *
 * @example
 * if (!allowed.has(sort)) throw new TableQueryError(`Unknown sort field ${queryErrorText(sort)}`);
 */
export class TableQueryError extends Error {
  readonly statusCode = 400;

  constructor(message: string) {
    super(message);
    this.name = 'TableQueryError';
  }
}
