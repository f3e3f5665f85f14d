import { randomBytes, scrypt } from 'node:crypto';

/**
 * A password hash in the format of releases before argon2id (`scrypt$N$r$p$salt$hash`), for tests proving
 * such hashes still sign in and are upgraded on the way.
 */
export async function legacyScryptHash(password: string, cost = 2 ** 10): Promise<string> {
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, { N: cost, r: 8, p: 1 }, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
