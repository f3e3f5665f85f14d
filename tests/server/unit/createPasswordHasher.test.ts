import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../../server/auth/createPasswordHasher';
import { legacyScryptHash } from '../support/legacyScryptHash';

const cheap = { memoryKiB: 256, passes: 1 };

describe('createPasswordHasher', () => {
  it("defaults to OWASP's argon2id parameters in a PHC string", async () => {
    const stored = await createPasswordHasher().hash('admin123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/);
  });

  it('verifies the right password only, with a fresh salt each time', async () => {
    const hasher = createPasswordHasher(cheap);
    const a = await hasher.hash('секрет');
    const b = await hasher.hash('секрет');
    expect(a).not.toBe(b);
    expect(await hasher.verify('секрет', a)).toBe(true);
    expect(await hasher.verify('секрет ', a)).toBe(false);
    expect(await hasher.verify('секрет', null)).toBe(false);
    expect(await hasher.verify('секрет', 'garbage')).toBe(false);
    expect(await hasher.verify('секрет', '$argon2id$garbage')).toBe(false);
  });

  it('treats composed and decomposed Unicode as one password', async () => {
    const hasher = createPasswordHasher(cheap);
    expect(await hasher.verify('й'.normalize('NFD'), await hasher.hash('й'.normalize('NFC')))).toBe(true);
  });

  it('still verifies scrypt hashes of earlier releases and asks for them to be rehashed', async () => {
    const hasher = createPasswordHasher(cheap);
    const old = await legacyScryptHash('pw');
    expect(await hasher.verify('pw', old)).toBe(true);
    expect(await hasher.verify('pw2', old)).toBe(false);
    expect(hasher.needsRehash(old)).toBe(true);
  });

  it('asks for a rehash when the configured cost changed, not otherwise', async () => {
    const stored = await createPasswordHasher(cheap).hash('pw');
    expect(createPasswordHasher(cheap).needsRehash(stored)).toBe(false);
    expect(createPasswordHasher({ memoryKiB: 512, passes: 1 }).needsRehash(stored)).toBe(true);
    expect(await createPasswordHasher({ memoryKiB: 512, passes: 1 }).verify('pw', stored)).toBe(true);
  });
});
