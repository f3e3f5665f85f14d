import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as x509 from '@peculiar/x509';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EIMZO_REVOKED } from '../../src/core/api/signInContract';
import { readCertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import { readKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';
import { DEMO_KEY_PASSWORD, ensureDemoPki } from '../../server/eimzo/ensureDemoPki';
import type { EimzoFiles } from '../../server/eimzo/loadEimzoTrust';
import { loadEimzoTrust } from '../../server/eimzo/loadEimzoTrust';
import { createTestApp, type TestApp } from './testApp';

let dir: string;
let files: EimzoFiles;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'platon-eimzo-'));
  files = await ensureDemoPki(dir, 120);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const open = async (name: string) => {
  const bytes = await readFile(path.join(dir, name));
  return readKeyFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), DEMO_KEY_PASSWORD);
};

describe('the demo PKI (demo mode without PLATON_EIMZO_CA)', () => {
  it('makes a CA, its CRL, a TSA and key files for the demo accounts, keys readable by the owner only', async () => {
    expect(files).toMatchObject({ caFiles: [path.join(dir, 'ca.crt.pem')], crlFiles: [path.join(dir, 'ca.crl.pem')], tsaUrl: null });
    expect((await stat(path.join(dir, 'ca.key.pem'))).mode & 0o077).toBe(0);
    expect((await stat(path.join(dir, 'tsa.key.pem'))).mode & 0o077).toBe(0);
    expect(readCertificateSubject((await open('director.p12')).certificate)).toMatchObject({
      pinfl: '30505851234567',
      tin: '305123456',
      isLegalEntity: true,
    });
    expect(readCertificateSubject((await open('individual.p12')).certificate)).toMatchObject({
      pinfl: '42207951234560',
      isLegalEntity: false,
    });
    const crl = new x509.X509Crl(await readFile(path.join(dir, 'ca.crl.pem'), 'utf8'));
    expect(crl.entries.map((e) => e.serialNumber)).toEqual([readCertificateSubject((await open('revoked.p12')).certificate).serialNumber]);
  });

  it('reuses what it made on the next start, and renews a CRL near its next update with the same entries', async () => {
    const before = await readFile(path.join(dir, 'director.p12'));
    const crlBefore = new x509.X509Crl(await readFile(path.join(dir, 'ca.crl.pem'), 'utf8'));
    await ensureDemoPki(dir, 120);
    expect(await readFile(path.join(dir, 'director.p12'))).toEqual(before);
    expect(new x509.X509Crl(await readFile(path.join(dir, 'ca.crl.pem'), 'utf8')).thisUpdate).toEqual(crlBefore.thisUpdate);

    // A list at the end of its life (written by hand, signed by a throwaway key: only its dates matter here).
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const stale = await x509.X509CrlGenerator.create({
      issuer: crlBefore.issuer,
      thisUpdate: new Date('2020-01-01'),
      nextUpdate: new Date(Date.now() + 1000),
      entries: crlBefore.entries.map((e) => ({ serialNumber: e.serialNumber })),
      signingKey: keys.privateKey,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    });
    await writeFile(path.join(dir, 'ca.crl.pem'), stale.toString('pem'));
    await ensureDemoPki(dir, 120);
    const renewed = new x509.X509Crl(await readFile(path.join(dir, 'ca.crl.pem'), 'utf8'));
    expect(renewed.nextUpdate!.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    expect(renewed.entries.map((e) => e.serialNumber)).toEqual(crlBefore.entries.map((e) => e.serialNumber));
  });

  describe('signed in through the files it wrote', () => {
    let t: TestApp;
    afterAll(async () => t?.close());
    it('the director and the citizen sign in; the revoked key is refused', async () => {
      t = await createTestApp({ eimzo: await loadEimzoTrust(files) });
      const signIn = async (file: string) => {
        const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' })).json().data.challenge;
        const stamped = await t.app.inject({
          method: 'POST',
          url: '/api/eimzo/timestamp',
          payload: { pkcs7: await signPackage(challenge, await open(file)) },
        });
        return t.app.inject({
          method: 'POST',
          url: '/api/auth/e-imzo',
          headers: { 'content-type': 'text/plain' },
          payload: stamped.json().data.pkcs7b64,
        });
      };
      expect((await signIn('director.p12')).json().data.user.username).toBe('director');
      expect((await signIn('individual.p12')).json().data.user.username).toBe('citizen');
      const revoked = await signIn('revoked.p12');
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toMatchObject({ message: EIMZO_REVOKED });
    });
  });
});
