import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PasswordHasher {
  /** A self-describing `scrypt$N$r$p$salt$hash` string (salt and hash base64url). */
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With `null` (no such user) it still spends one hash against a
   * dummy, so response timing does not reveal which usernames exist.
   */
  verify(password: string, stored: string | null): Promise<boolean>;
}

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * scrypt at OWASP's parameters (N=2^17, r=8, p=1) by default. Stored hashes carry their own parameters, so a
 * later raise of the cost still verifies old hashes.
 *
 * @example
 * const hasher = createPasswordHasher();
 * const stored = await hasher.hash('admin123');
 * await hasher.verify('admin123', stored); // true
 */
export function createPasswordHasher(cost = 2 ** 17): PasswordHasher {
  let dummy: Promise<string> | null = null;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
    return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async function verify(password: string, stored: string | null): Promise<boolean> {
    const parsed = stored ? parse(stored) : null;
    if (!parsed) {
      dummy ??= hash('platon-dummy-password');
      const fallback = parse(await dummy)!;
      await derive(password, fallback.salt, fallback.cost, fallback.blockSize, fallback.parallelism);
      return false;
    }
    const key = await derive(password, parsed.salt, parsed.cost, parsed.blockSize, parsed.parallelism, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }

  return { hash, verify };
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number);
  if (![cost, blockSize, parallelism].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelism, salt, key };
}

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number, length = KEY_BYTES): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below what N=2^17, r=8 asks for (128 MiB).
  const options: ScryptOptions = { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
