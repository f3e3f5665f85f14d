import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../server/auth/createPasswordHasher';

describe('createPasswordHasher', () => {
  it('defaults to OWASP scrypt parameters in a self-describing string', async () => {
    const stored = await createPasswordHasher().hash('admin123');
    const [scheme, cost, blockSize, parallelism, salt, key] = stored.split('$');
    expect([scheme, cost, blockSize, parallelism]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const hasher = createPasswordHasher(2 ** 10);
    const a = await hasher.hash('секрет');
    const b = await hasher.hash('секрет');
    expect(a).not.toBe(b);
    expect(await hasher.verify('секрет', a)).toBe(true);
    expect(await hasher.verify('секрет ', a)).toBe(false);
    expect(await hasher.verify('секрет', null)).toBe(false);
    expect(await hasher.verify('секрет', 'garbage')).toBe(false);
  });

  it('verifies hashes made at another cost (parameters travel with the hash)', async () => {
    const old = await createPasswordHasher(2 ** 8).hash('pw');
    expect(await createPasswordHasher(2 ** 12).verify('pw', old)).toBe(true);
  });
});
