import type { ReadLimit } from './readLimits';

/**
 * A file went past one of the read limits (READ_LIMITS): not damaged, just more than the server reads. The
 * routes answer it with 413 and a message naming the limit (readLimitText), jobs fail with that message.
 *
 * @example
 * throw new ReadLimitError('sharedStrings', limits.sharedStrings);
 */
export class ReadLimitError extends Error {
  constructor(
    readonly limit: ReadLimit,
    /** The cap that was passed, in the limit's own unit (bytes, parts, strings, characters, MB). */
    readonly max: number,
  ) {
    super(`the file goes past the read limit ${limit} (${max})`);
    this.name = 'ReadLimitError';
  }
}
