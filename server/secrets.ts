import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwtSecret: Uint8Array;
}

const MIN_SECRET_BYTES = 32;

/**
 * The signing key: `PLATON_JWT_SECRET` when given (several instances behind one load balancer must share it),
 * else `<dataDir>/secrets.json`, generated on first start and readable by the owner only.
 */
export async function loadSecrets(dataDir: string, override: string | null): Promise<Secrets> {
  if (override) {
    const bytes = new TextEncoder().encode(override);
    if (bytes.length < MIN_SECRET_BYTES) throw new Error(`PLATON_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
    return { jwtSecret: bytes };
  }
  const file = path.join(dataDir, 'secrets.json');
  const stored = await readStored(file);
  if (stored) return { jwtSecret: Buffer.from(stored, 'base64url') };
  await mkdir(dataDir, { recursive: true });
  const fresh = randomBytes(48);
  // 'wx' fails if another process created the file meanwhile; then its key wins and we read it.
  try {
    await writeFile(file, JSON.stringify({ jwtSecret: fresh.toString('base64url') }, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
    return { jwtSecret: fresh };
  } catch (error) {
    const raced = (error as NodeJS.ErrnoException).code === 'EEXIST' ? await readStored(file) : null;
    if (raced) return { jwtSecret: Buffer.from(raced, 'base64url') };
    throw error;
  }
}

async function readStored(file: string): Promise<string | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const secret = (JSON.parse(text) as { jwtSecret?: unknown }).jwtSecret;
  if (typeof secret !== 'string' || Buffer.from(secret, 'base64url').length < MIN_SECRET_BYTES) {
    throw new Error(`${file} holds no usable jwtSecret; delete it to generate a new one (signs everyone out)`);
  }
  return secret;
}
