import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretBox {
  /** `enc:v1:` and the base64url of IV, tag and ciphertext (AES-256-GCM). */
  seal(text: string): string;
  /** The text of a sealed value; null for anything not sealed by this key (tampered, another key, plain). */
  open(stored: string): string | null;
  isSealed(stored: string): boolean;
}

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encryption at rest for the few secrets the server must read back (one-time-code secrets): a database dump
 * alone yields none of them. The key lives outside the database (`PLATON_DATA_KEY` or the data folder).
 *
 * @example
 * const box = createSecretBox(key);
 * box.open(box.seal('JBSWY3DPEHPK3PXP')); // 'JBSWY3DPEHPK3PXP'
 */
export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length < 32) throw new Error('The data key must be at least 32 bytes long');
  const aesKey = Buffer.from(key).subarray(0, 32);
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return null;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
