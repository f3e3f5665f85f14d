/**
 * Why the console refuses to run at all:
 * - `unsafeRole`: its database role could do more than read (a superuser, a member of a role that reads or
 *   runs server files, a role that may write a table...); `detail` lists what;
 * - `noRole`: PostgreSQL with no PLATON_CONSOLE_DATABASE_URL, and the server's own role may not create the
 *   console's role;
 * - `noConnection`: the console's role could not connect (or reaches another database); tried again on the
 *   next call.
 */
export type ConsoleUnavailableReason = 'unsafeRole' | 'noRole' | 'noConnection';

/**
 * The console's refusal to run anything, with the reason the route puts into words (503).
 *
 * @example
 * throw new ConsoleUnavailable('unsafeRole', 'superuser');
 */
export class ConsoleUnavailable extends Error {
  constructor(
    readonly reason: ConsoleUnavailableReason,
    readonly detail: string,
  ) {
    super(`The SQL console is unavailable (${reason}): ${detail}`);
    this.name = 'ConsoleUnavailable';
  }
}
