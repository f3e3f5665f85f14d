import { createHash, createHmac, pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);
/** PostgreSQL's own default (scram_iterations). */
const ITERATIONS = 4096;

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5802/7677, in PostgreSQL's format
 * `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`). Given to `ALTER ROLE … PASSWORD`, the
 * password itself never travels in a statement, so it is in no server log; the salt is the caller's, so
 * every instance writes the same verifier. The password must be ASCII (SASLprep leaves it unchanged then).
 *
 * @example
 * await scramVerifier('s3cret', salt); // 'SCRAM-SHA-256$4096:c2FsdA==$…:…'
 */
export async function scramVerifier(password: string, salt: Buffer): Promise<string> {
  const salted = await derive(password, salt, ITERATIONS, 32, 'sha256');
  const storedKey = createHash('sha256').update(createHmac('sha256', salted).update('Client Key').digest()).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
