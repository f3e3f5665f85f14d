import type * as pkijs from 'pkijs';

/** An RFC 3161 time-stamping authority: ours, or one the server forwards requests to. */
export interface Timestamper {
  /** A TimeStampToken (CMS SignedData of a TSTInfo) over the SHA-256 digest given, echoing the request's nonce. */
  stamp(sha256: ArrayBuffer, nonce?: ArrayBuffer): Promise<pkijs.ContentInfo>;
}

/** The timestamp service failed (a remote TSA down or refusing): the client shows 'Timestamp олишда хатолик'. */
export class TimestampUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampUnavailable';
  }
}
