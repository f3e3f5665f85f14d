import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTP_REQUIRED } from '../../src/core/api/contract';
import {
  EIMZO_CHALLENGE_INVALID,
  EIMZO_INVALID_CERTIFICATE,
  EIMZO_NO_USER,
  EIMZO_REVOKED,
  EIMZO_UNAVAILABLE,
} from '../../src/core/api/signInContract';
import { loadConfig } from '../../server/config';
import type { OpenedKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';
import { createTestPki, DIRECTOR_PINFL, directorKey, individualSubject, type TestPki, userKey } from './support/eimzoPki';
import { startEimzoServerEmulator, type EimzoServerEmulator } from './support/startEimzoServerEmulator';
import { createTestApp, type TestApp } from './testApp';

let pki: TestPki;
let director: OpenedKeyFile;
let person: OpenedKeyFile;
let emulator: EimzoServerEmulator;
let t: TestApp;

beforeAll(async () => {
  pki = await createTestPki();
  director = await directorKey(pki);
  person = await userKey(pki);
  emulator = await startEimzoServerEmulator(pki.trust);
});
afterEach(async () => {
  await t?.close();
  emulator.calls.length = 0;
  emulator.delayMs = 0;
  emulator.authAnswer = null;
});
afterAll(async () => emulator?.close());

/** An app whose signatures the E-IMZO server (the emulator) checks; no CA of its own at all. */
const app = async (server: Partial<{ url: string; timeoutMs: number; siteHost: string | null }> = {}) =>
  (t = await createTestApp({ eimzoServer: { url: emulator.url, timeoutMs: 2000, siteHost: null, ...server } }));
const getChallenge = () => t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' });
const challenge = async () => {
  const response = await getChallenge();
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.challenge as string;
};
const stamp = (pkcs7: string) =>
  t.app.inject({ method: 'POST', url: '/api/eimzo/timestamp', payload: { pkcs7 }, headers: { 'x-forwarded-for': '203.0.113.7' } });
const post = (body: string, otp?: string) =>
  t.app.inject({
    method: 'POST',
    url: otp === undefined ? '/api/auth/e-imzo' : `/api/auth/eimzo?otp=${otp}`,
    headers: { 'content-type': 'text/plain', host: 'platon.example.uz' },
    payload: body,
  });
async function signedPackage(key: OpenedKeyFile, content?: string): Promise<string> {
  const response = await stamp(await signPackage(content ?? (await challenge()), key));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.pkcs7b64;
}
const refusal = (message: string) => expect.objectContaining({ message });
const paths = () => emulator.calls.map((call) => `${call.method} ${call.path}`);

// The first test makes the database: slow on a busy machine.
describe('digital-signature sign-in through the E-IMZO server (PLATON_EIMZO_SERVER_URL)', { timeout: 90_000 }, () => {
  it('takes the challenge, the time stamp and the check from the E-IMZO server, and finds the user by PINFL and TIN', async () => {
    await app();
    const issued = (await getChallenge()).json().data;
    // The E-IMZO server's own challenge (a UUID) and lifetime, not one of ours.
    expect(issued).toEqual({ challenge: expect.stringMatching(/^[0-9a-f-]{36}$/), ttl: 120 });
    const response = await post(await signedPackage(director, issued.challenge));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({ username: 'director', registeredWithEimzo: true, pinfl: DIRECTOR_PINFL });
    expect(paths()).toEqual(['GET /frontend/challenge', 'POST /frontend/timestamp/pkcs7', 'POST /backend/auth']);
    // The user's address and the site's host name go with the check, as the vendor's guide asks.
    const auth = emulator.calls.find((call) => call.path === '/backend/auth')!;
    expect(auth.headers).toMatchObject({ 'x-real-ip': '127.0.0.1', host: 'platon.example.uz' });
    expect((await post(await signedPackage(person))).json().data.user).toMatchObject({ username: 'user' });
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.eimzo).toBe(true);
  });

  it('sends PLATON_PUBLIC_URL’s host name when one is set', async () => {
    await app({ siteHost: 'id.example.uz' });
    expect((await post(await signedPackage(person))).statusCode).toBe(200);
    expect(emulator.calls.find((call) => call.path === '/backend/auth')!.headers.host).toBe('id.example.uz');
  });

  it('refuses a replayed package here, before the E-IMZO server is asked, and one whose challenge this server never gave', async () => {
    await app();
    const body = await signedPackage(person);
    expect((await post(body)).statusCode).toBe(200);
    emulator.calls.length = 0;
    const replay = await post(body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));
    // A challenge straight from the E-IMZO server (not through this server) does not sign in here either.
    const direct = (await (await fetch(`${emulator.url}/frontend/challenge`)).json()) as { challenge: string };
    expect((await stamp(await signPackage(direct.challenge, person))).json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));
    expect(paths().filter((path) => path !== 'GET /frontend/challenge')).toEqual([]);
  });

  it('passes the E-IMZO server’s refusals on: its known texts as the sign-in page’s, others as given', async () => {
    await app();
    const old = await userKey(pki);
    await pki.revoke(old);
    const revoked = await post(await signedPackage(old));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(refusal(EIMZO_REVOKED));

    emulator.authAnswer = { status: 200, body: JSON.stringify({ status: -7, message: 'invalid signer certificate' }) };
    expect((await post(await signedPackage(person))).json()).toEqual(refusal(EIMZO_INVALID_CERTIFICATE));
    emulator.authAnswer = { status: 200, body: JSON.stringify({ status: -5, message: 'Challenge not found or expired' }) };
    expect((await post(await signedPackage(person))).json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));
    emulator.authAnswer = { status: 200, body: JSON.stringify({ status: -20, message: 'Сертификат ҳолатини текшириб бўлмади' }) };
    const own = await post(await signedPackage(person));
    expect(own.statusCode).toBe(401);
    expect(own.json()).toEqual(refusal('Сертификат ҳолатини текшириб бўлмади'));
    // A refused package is audited as any failed sign-in.
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loginFailed').execute();
    expect(audit.map((row) => (row.details as { reason: string }).reason)).toContain('e-imzo server status -20');
  });

  it('finds nobody for a key whose owner is not registered, as the built-in verifier does', async () => {
    await app();
    const unknown = await pki.key(individualSubject('Номаълум', '12345678901234'));
    expect((await post(await signedPackage(unknown))).json()).toEqual(refusal(EIMZO_NO_USER));
  });

  it('asks for the one-time code; the code’s sign-in signs a fresh challenge, checked again by the E-IMZO server', async () => {
    await app();
    // The demo's 'otp' account has a one-time code; it signs with a key of its own here.
    await t.db.updateTable('users').set({ pinfl: '11111111111111' }).where('username', '=', 'otp').execute();
    const key = await pki.key(individualSubject('Бобур Мирзо', '11111111111111'));
    const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 });
    expect((await post(await signedPackage(key))).json()).toEqual({ statusCode: 200, error: OTP_REQUIRED });
    const response = await post(await signedPackage(key), totp.generate());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.username).toBe('otp');
    expect(paths().filter((path) => path === 'POST /backend/auth')).toHaveLength(2);
  });

  it('says signature sign-in is unavailable for now (503, never a 500) when the E-IMZO server is slow, down or not itself', async () => {
    await app({ timeoutMs: 500 });
    const body = await signedPackage(person);
    emulator.delayMs = 1500;
    for (const response of [await getChallenge(), await post(body)]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(refusal(EIMZO_UNAVAILABLE));
    }
    emulator.delayMs = 0;
    for (const answer of [
      { status: 502, body: '<html>Bad Gateway</html>' },
      { status: 200, body: 'not json' },
      { status: 200, body: JSON.stringify([1, 2]) },
      { status: 200, body: JSON.stringify({ status: 1, message: '' }) },
      { status: 200, body: JSON.stringify({ status: 1, subjectCertificateInfo: { serialNumber: '<script>' } }) },
    ]) {
      emulator.authAnswer = answer;
      const response = await post(await signedPackage(person));
      expect(response.statusCode, answer.body).toBe(503);
      expect(response.json()).toEqual(refusal(EIMZO_UNAVAILABLE));
    }
    await t.close();
    await app({ url: 'http://127.0.0.1:9/' });
    const down = await getChallenge();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(refusal(EIMZO_UNAVAILABLE));
  });

  it('answers a time stamp the E-IMZO server refuses or cannot give with the time-stamp failure text', async () => {
    await app({ timeoutMs: 500 });
    const pkcs7 = await signPackage(await challenge(), person);
    emulator.delayMs = 1500;
    const slow = await stamp(pkcs7);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual(refusal('Timestamp олишда хатолик'));
  });

  it('reads PLATON_EIMZO_SERVER_URL at start: an http(s) address, a timeout in range, the public URL’s host', () => {
    expect(loadConfig({}).eimzoServer).toBeNull();
    expect(
      loadConfig({ PLATON_EIMZO_SERVER_URL: 'http://e-imzo:8080', PLATON_PUBLIC_URL: 'https://platon.example.uz/app/' }).eimzoServer,
    ).toEqual({ url: 'http://e-imzo:8080/', timeoutMs: 10_000, siteHost: 'platon.example.uz' });
    expect(() => loadConfig({ PLATON_EIMZO_SERVER_URL: 'e-imzo:8080' })).toThrow(/PLATON_EIMZO_SERVER_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ PLATON_EIMZO_SERVER_URL: 'http://e-imzo', PLATON_EIMZO_SERVER_TIMEOUT_MS: '5' })).toThrow(
      /PLATON_EIMZO_SERVER_TIMEOUT_MS must be an integer/,
    );
  });

  it('offers nothing of the E-IMZO server to browsers: no /backend or /frontend path goes through Platon', async () => {
    await app();
    for (const url of ['/backend/auth', '/api/backend/auth', '/frontend/challenge', '/api/frontend/challenge']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: 'MIAG' });
      expect(response.statusCode, url).toBe(404);
    }
    expect(paths()).toEqual([]);
  });
});
