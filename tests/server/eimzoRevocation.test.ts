import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EIMZO_REVOKED, EIMZO_UNAVAILABLE } from '../../src/core/api/signInContract';
import type { OpenedKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';
import { createCertificateAuthority } from '../../server/eimzo/createCertificateAuthority';
import { createRevocationSource, type RevocationSource } from '../../server/eimzo/createRevocationSource';
import { createTestPki, type TestPki, userKey } from './support/eimzoPki';
import { startCaServer, type CaServer } from './support/startCaServer';
import { createTestApp, type TestApp } from './testApp';

const HOUR_MS = 3600_000;
let pki: TestPki;
let ca: CaServer;
let t: TestApp;
let revocation: RevocationSource;
let clock: number;
let logs: string[];

beforeAll(async () => {
  pki = await createTestPki();
  ca = await startCaServer(pki.ca);
});
afterEach(async () => {
  revocation?.stop();
  await t?.close();
  Object.assign(ca, { up: true, crl: null, revoked: [], validForMs: HOUR_MS });
  ca.hits.clear();
});
afterAll(async () => ca?.close());

/** An app whose built-in verifier learns revocation from the CA's server alone (no list files), on a clock the test moves. */
async function app() {
  clock = Date.now();
  logs = [];
  revocation = createRevocationSource({ refreshMs: HOUR_MS, timeoutMs: 2000, log: (line) => logs.push(line), now: () => new Date(clock) });
  t = await createTestApp({ eimzo: { ...pki.trust, revocationLists: async () => [], revocation } });
}
const key = (urls: { crlUrl?: string; ocspUrl?: string }) => userKey(pki, urls);
const serialOf = (key: OpenedKeyFile) => Buffer.from(key.certificate.serialNumber.valueBlock.valueHexView).toString('hex');
async function signIn(signer: OpenedKeyFile) {
  const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' })).json().data.challenge as string;
  const stamped = await t.app.inject({
    method: 'POST',
    url: '/api/eimzo/timestamp',
    payload: { pkcs7: await signPackage(challenge, signer) },
  });
  expect(stamped.statusCode, stamped.body).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/e-imzo',
    headers: { 'content-type': 'text/plain' },
    payload: stamped.json().data.pkcs7b64,
  });
}
const ready = async () => (await t.app.inject({ method: 'GET', url: '/ready' })).json();

// The first test makes the database: slow on a busy machine.
describe(
  'revocation kept current: the lists of the certificates’ distribution points and their OCSP responders',
  { timeout: 90_000 },
  () => {
    it('fetches a distribution point’s list when first needed, keeps it, and refuses a key revoked after the next refresh', async () => {
      await app();
      const signer = await key({ crlUrl: ca.crlUrl });
      expect((await signIn(signer)).statusCode).toBe(200);
      expect((await signIn(signer)).statusCode).toBe(200);
      expect(ca.hits.get('/ca.crl')).toBe(1);

      ca.revoked.push(serialOf(signer));
      // The CA's next list is good well past the moved clock (a list's times are whole seconds).
      ca.validForMs = 3 * HOUR_MS;
      // Until the list is due again, the kept one answers.
      await revocation.refresh();
      expect(ca.hits.get('/ca.crl')).toBe(1);
      clock += HOUR_MS + 1;
      await revocation.refresh();
      expect(ca.hits.get('/ca.crl')).toBe(2);
      const refused = await signIn(signer);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: EIMZO_REVOKED });
      expect(await ready()).toEqual({ status: 'ready' });
    });

    it('keeps the last good list while the CA’s server is down, and reports it in /ready once it is out of date', async () => {
      await app();
      const signer = await key({ crlUrl: ca.crlUrl });
      ca.revoked.push(serialOf(await key({ crlUrl: ca.crlUrl })));
      expect((await signIn(signer)).statusCode).toBe(200);
      ca.up = false;
      clock += 2 * HOUR_MS;
      await revocation.refresh();
      expect(logs.join('\n')).toMatch(/could not be refreshed \(the last good one is kept\)/);
      // Still the last good list: the signer signs in, and it is reported stale, without taking the server out.
      expect((await signIn(signer)).statusCode).toBe(200);
      const answer = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        status: 'ready',
        warnings: [expect.stringMatching(/^revocation list http:.*\/ca\.crl: out of date since /)],
      });
      // A failed fetch is tried again within minutes, not at the next hour (the CA's new list is good for hours).
      ca.up = true;
      ca.validForMs = 4 * HOUR_MS;
      clock += 5 * 60_000;
      await revocation.refresh();
      expect(await ready()).toEqual({ status: 'ready' });
    });

    it('refuses a list that its CA did not sign, and says signature sign-in is unavailable while no list could ever be had', async () => {
      await app();
      const stranger = await createCertificateAuthority('CN=Test Root CA, C=UZ');
      ca.crl = async () => (await stranger.revocationList([], new Date(Date.now() + HOUR_MS))).rawData;
      const signer = await key({ crlUrl: ca.crlUrl });
      const forged = await signIn(signer);
      expect(forged.statusCode).toBe(503);
      expect(forged.json()).toMatchObject({ message: EIMZO_UNAVAILABLE });
      expect(logs.join('\n')).toMatch(/not a list signed by its issuer/);
      expect((await ready()).warnings).toEqual([expect.stringMatching(/never fetched/)]);

      ca.crl = null;
      ca.up = false;
      clock += 10 * 60_000;
      expect((await signIn(signer)).statusCode).toBe(503);
      ca.up = true;
      clock += 10 * 60_000;
      expect((await signIn(signer)).statusCode).toBe(200);
    });

    it('asks the OCSP responder a certificate names, keeps its answer until its nextUpdate, and falls back to the list when it is down', async () => {
      await app();
      const signer = await key({ ocspUrl: ca.ocspUrl, crlUrl: ca.crlUrl });
      expect((await signIn(signer)).statusCode).toBe(200);
      expect(ca.hits.get('/ocsp')).toBe(1);
      expect(ca.hits.get('/ca.crl')).toBeUndefined();

      const revoked = await key({ ocspUrl: ca.ocspUrl });
      ca.revoked.push(serialOf(revoked));
      const refused = await signIn(revoked);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: EIMZO_REVOKED });

      // The good answer is kept for its hour; after it, a responder that is down leaves the list to decide.
      ca.revoked.push(serialOf(signer));
      expect((await signIn(signer)).statusCode).toBe(200);
      ca.up = false;
      clock += 2 * HOUR_MS;
      expect((await signIn(signer)).statusCode).toBe(503);
      expect(logs.join('\n')).toMatch(/OCSP responder .* could not be asked/);
      // Back up: the responder's fresh answer (good for hours on the moved clock) names the key revoked.
      ca.up = true;
      ca.validForMs = 4 * HOUR_MS;
      expect((await signIn(signer)).json()).toMatchObject({ message: EIMZO_REVOKED });
    });
  },
);
