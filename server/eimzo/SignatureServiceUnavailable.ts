/**
 * The E-IMZO server could not be asked (unreachable, too slow, or an answer that is not one of its own): the
 * route answers 503 with EIMZO_UNAVAILABLE, and the log has the reason.
 */
export class SignatureServiceUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureServiceUnavailable';
  }
}
