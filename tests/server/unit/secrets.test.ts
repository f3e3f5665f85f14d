import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../server/auth/createSecretBox';
import { loadSecrets } from '../../../server/secrets';

let dir: string | undefined;
afterEach(async () => dir && rm(dir, { recursive: true, force: true }));

describe('loadSecrets', () => {
  it('generates both keys once, owner-readable, and reads the same ones back', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'platon-secrets-'));
    const first = await loadSecrets(dir, { jwtSecret: null, dataKey: null });
    expect(first.dataKey.length).toBe(32);
    expect((await stat(path.join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(await loadSecrets(dir, { jwtSecret: null, dataKey: null })).toEqual(first);
  });

  it('adds a data key to the file of an earlier release, keeping its signing key', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'platon-secrets-'));
    const jwtSecret = randomBytes(48).toString('base64url');
    await writeFile(path.join(dir, 'secrets.json'), JSON.stringify({ jwtSecret }));
    const secrets = await loadSecrets(dir, { jwtSecret: null, dataKey: null });
    expect(Buffer.from(secrets.jwtSecret).toString('base64url')).toBe(jwtSecret);
    expect(JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')).dataKey).toEqual(expect.any(String));
  });

  it('takes both keys from the environment, refusing short ones', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'platon-secrets-'));
    const dataKey = randomBytes(32);
    const secrets = await loadSecrets(dir, { jwtSecret: 'x'.repeat(32), dataKey: dataKey.toString('base64') });
    expect(Buffer.from(secrets.dataKey)).toEqual(dataKey);
    await expect(loadSecrets(dir, { jwtSecret: null, dataKey: randomBytes(16).toString('base64') })).rejects.toThrow(/PLATON_DATA_KEY/);
  });
});

describe('createSecretBox', () => {
  it('seals with a fresh IV each time and opens only what its own key sealed, untampered', () => {
    const box = createSecretBox(randomBytes(32));
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^enc:v1:/);
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(randomBytes(32)).open(a)).toBeNull();
    // One character of the sealed bytes changed. Not the last: that one also carries base64's padding bits, and
    // writing 'AA' over the last two left about one seal in a thousand as it was (a full run failed on it).
    const at = a.length - 6;
    expect(box.open(`${a.slice(0, at)}${a[at] === 'A' ? 'B' : 'A'}${a.slice(at + 1)}`)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.open('enc:v1:')).toBeNull();
  });
});
