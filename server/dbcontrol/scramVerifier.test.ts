import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scramVerifier } from './scramVerifier';

interface SaslSession {
  clientNonce: string;
  response: string;
}
/** node-postgres' own SCRAM client, the one the console's pool signs in with. */
const sasl = createRequire(import.meta.url)('pg/lib/crypto/sasl.js') as {
  startSession(mechanisms: string[]): SaslSession;
  continueSession(session: SaslSession, password: string, serverFirst: string): Promise<void>;
  finalizeSession(session: SaslSession, serverFinal: string): void;
};

/**
 * Plays PostgreSQL's side of a SCRAM-SHA-256 sign-in against `verifier` (its verify_client_proof and
 * server signature) with node-postgres' client side for `password`; true when both sides accept.
 */
async function signsIn(verifier: string, password: string): Promise<boolean> {
  const [, iterations, salt, storedKey, serverKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):(.+)$/.exec(verifier)!;
  const session = sasl.startSession(['SCRAM-SHA-256']);
  const serverFirst = `r=${session.clientNonce}${randomBytes(18).toString('base64')},s=${salt},i=${iterations}`;
  await sasl.continueSession(session, password, serverFirst);
  const [channel, nonce, proof] = session.response.split(',').map((part) => part.slice(2));
  const authMessage = `n=*,r=${session.clientNonce},${serverFirst},c=${channel},r=${nonce}`;
  const stored = Buffer.from(storedKey, 'base64');
  const signature = createHmac('sha256', stored).update(authMessage).digest();
  const clientKey = Buffer.from(proof, 'base64').map((byte, index) => byte ^ signature[index]!);
  if (!createHash('sha256').update(clientKey).digest().equals(stored)) return false;
  const serverSignature = createHmac('sha256', Buffer.from(serverKey, 'base64')).update(authMessage).digest('base64');
  sasl.finalizeSession(session, `v=${serverSignature}`);
  return true;
}

describe('scramVerifier', () => {
  it('is a verifier node-postgres signs in against with the password, and only with it', async () => {
    const salt = randomBytes(16);
    const verifier = await scramVerifier('Zm9vYmFy_console-Password', salt);
    expect(verifier).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(verifier.split(/[$:]/)[2]).toBe(salt.toString('base64'));
    expect(await signsIn(verifier, 'Zm9vYmFy_console-Password')).toBe(true);
    expect(await signsIn(verifier, 'Zm9vYmFy_console-password')).toBe(false);
  });

  it('is the same for the same password and salt (every instance writes the same one)', async () => {
    const salt = randomBytes(16);
    expect(await scramVerifier('same', salt)).toBe(await scramVerifier('same', salt));
  });
});
