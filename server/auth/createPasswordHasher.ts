import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions as argon2Options, verify as argon2Verify } from '@node-rs/argon2';

export interface PasswordHasher {
  /** A self-describing PHC string: `$argon2id$v=19$m=…,t=…,p=1$salt$hash`. */
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash (argon2id, or the `scrypt$N$r$p$salt$hash` strings of earlier
   * releases). With `null` (no such user) it still spends one hash against a dummy, so response timing does
   * not reveal which usernames exist.
   */
  verify(password: string, stored: string | null): Promise<boolean>;
  /** True when a stored hash is not argon2id at today's parameters: rehash it on the next good sign-in. */
  needsRehash(stored: string): boolean;
}

export interface Argon2Cost {
  /** Memory in KiB per hash. */
  memoryKiB: number;
  /** Passes over that memory. */
  passes: number;
}

/**
 * OWASP's argon2id recommendation (m=19 MiB, t=2, p=1). On this project's 2-core machines one hash costs
 * ~20 ms and 19 MiB, against ~500 ms and 128 MiB for scrypt at N=2^17: a burst of sign-ins neither queues
 * for seconds nor balloons the server's memory, at the protection OWASP rates equal.
 */
export const OWASP_ARGON2: Argon2Cost = { memoryKiB: 19_456, passes: 2 };

/** @node-rs/argon2's `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
const KEY_BYTES = 32;

/**
 * @example
 * const hasher = createPasswordHasher();
 * const stored = await hasher.hash('admin123');
 * await hasher.verify('admin123', stored); // true
 */
export function createPasswordHasher(cost: Argon2Cost = OWASP_ARGON2): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryKiB, timeCost: cost.passes, parallelism: 1, outputLen: KEY_BYTES };
  let dummy: Promise<string> | null = null;

  const hash = (password: string) => argon2Hash(password.normalize('NFC'), options);

  async function verify(password: string, stored: string | null): Promise<boolean> {
    const normalized = password.normalize('NFC');
    if (stored?.startsWith('$argon2')) return argon2Verify(stored, normalized).catch(() => false);
    const legacy = stored ? parseScrypt(stored) : null;
    if (legacy) return verifyScrypt(normalized, legacy);
    dummy ??= hash('platon-dummy-password');
    await argon2Verify(await dummy, normalized).catch(() => false);
    return false;
  }

  function needsRehash(stored: string): boolean {
    if (!stored.startsWith('$argon2id$')) return true;
    try {
      const current = argon2Options(stored);
      return current.memoryCost !== cost.memoryKiB || current.timeCost !== cost.passes || current.outputLen !== KEY_BYTES;
    } catch {
      return true;
    }
  }

  return { hash, verify, needsRehash };
}

interface ScryptHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

/** Hashes of earlier releases: `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
function parseScrypt(stored: string): ScryptHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number);
  if (![cost, blockSize, parallelism].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, blockSize, parallelism, salt, key };
}

function verifyScrypt(password: string, stored: ScryptHash): Promise<boolean> {
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below what N=2^17, r=8 asks for (128 MiB).
  const options: ScryptOptions = {
    N: stored.cost,
    r: stored.blockSize,
    p: stored.parallelism,
    maxmem: 256 * stored.cost * stored.blockSize + 1024 * 1024,
  };
  return new Promise((resolve) => {
    scrypt(password, stored.salt, stored.key.length, options, (error, key) => resolve(!error && timingSafeEqual(key, stored.key)));
  });
}
