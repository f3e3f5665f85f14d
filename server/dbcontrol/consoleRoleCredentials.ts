import { createHash, createHmac } from 'node:crypto';

/** PostgreSQL's longest name, in bytes. */
const NAME_MAX = 63;

/**
 * The name and password of the role the server makes for the console of `database`. One role per database,
 * as roles belong to the whole cluster: two deployments sharing a cluster (or a test run's many databases)
 * each keep theirs, with their own password, grants and timeout. The password is derived from the server's
 * signing secret, not stored: every instance of one deployment shares that secret (secrets.ts), so each
 * derives the same password, and whichever starts last sets it to what the others already use. A new
 * secret gives a new password, set again by the next start. The salt of its verifier is derived the same way.
 *
 * @example
 * consoleRoleCredentials(secret, 'platon'); // { name: 'platon_console_platon', password: '…', salt: <Buffer …> }
 */
export function consoleRoleCredentials(secret: Uint8Array, database: string): { name: string; password: string; salt: Buffer } {
  const plain = `platon_console_${database}`;
  const name =
    /^[a-z_][a-z0-9_]*$/.test(plain) && plain.length <= NAME_MAX
      ? plain
      : `platon_console_${createHash('sha256').update(database).digest('hex').slice(0, 16)}`;
  const derived = (purpose: string) => createHmac('sha256', secret).update(`platon console role ${purpose}\0${name}`).digest();
  return { name, password: derived('password').toString('base64url'), salt: derived('salt').subarray(0, 16) };
}
