import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
  /** AES key for the secrets the database keeps encrypted (one-time-code secrets; see createSecretBox). */
  dataKey?: Uint8Array;
}

export interface SecretOverrides {
  /** `PLATON_JWT_SECRET`: text, at least 32 bytes. */
  jwtSecret: string | null;
  /** `PLATON_DATA_KEY`: base64 or base64url of at least 32 bytes. */
  dataKey: string | null;
}

const MIN_SECRET_BYTES = 32;

interface StoredSecrets {
  jwtSecret?: unknown;
  dataKey?: unknown;
}

/**
 * The keys: from the environment when given (several instances behind one load balancer must share both),
 * else from `<dataDir>/secrets.json`, generated on first start and readable by the owner only. A file from a
 * release that had only the signing key gets a data key added, keeping the signing key (nobody is signed out).
 */
export async function loadSecrets(dataDir: string, overrides: SecretOverrides): Promise<Required<Secrets>> {
  const jwtSecret = overrides.jwtSecret ? textKey(overrides.jwtSecret) : null;
  const dataKey = overrides.dataKey ? binaryKey(overrides.dataKey) : null;
  if (jwtSecret && dataKey) return { jwtSecret, dataKey };

  const file = path.join(dataDir, 'secrets.json');
  let stored = await readStored(file);
  if (!stored) {
    await mkdir(dataDir, { recursive: true });
    const fresh = { jwtSecret: randomBytes(48).toString('base64url'), dataKey: randomBytes(32).toString('base64url') };
    // 'wx' fails if another process created the file meanwhile; then its keys win and we read them.
    try {
      await writeFile(file, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
      stored = fresh;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      stored = await readStored(file);
    }
  }
  if (!stored) throw new Error(`${file} could not be read`);
  if (typeof stored.dataKey !== 'string') {
    stored = { ...stored, dataKey: randomBytes(32).toString('base64url') };
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    await rename(temporary, file);
  }
  return {
    jwtSecret: jwtSecret ?? storedKey(stored.jwtSecret, file, 'jwtSecret'),
    dataKey: dataKey ?? storedKey(stored.dataKey, file, 'dataKey'),
  };
}

function textKey(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length < MIN_SECRET_BYTES) throw new Error(`PLATON_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
  return bytes;
}

function binaryKey(encoded: string): Uint8Array {
  const bytes = Buffer.from(encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  if (bytes.length < MIN_SECRET_BYTES) throw new Error(`PLATON_DATA_KEY must be base64 of at least ${MIN_SECRET_BYTES} bytes`);
  return bytes;
}

function storedKey(value: unknown, file: string, name: string): Uint8Array {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'base64url') : Buffer.alloc(0);
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(
      `${file} holds no usable ${name}; delete it to generate new keys (signs everyone out, and one-time codes set up so far stop working)`,
    );
  }
  return bytes;
}

async function readStored(file: string): Promise<StoredSecrets | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
