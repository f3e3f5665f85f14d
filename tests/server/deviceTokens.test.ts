import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { OTP_REQUIRED } from '../../src/core/api/contract';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

/**
 * Issue 39, item 6: others' guesses must not lock a user out of the browser they always use. The server sits
 * behind a trusted proxy here (as in production), so each request's client address is its X-Forwarded-For.
 */
let t: TestApp;
afterEach(async () => t?.close());

const OWNER = '192.0.2.10';
const otpCode = () => new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

const app = (options: TestAppOptions = {}) => createTestApp({ trustProxy: '127.0.0.1', ...options });

function attempt(address: string, body: { username?: string; password: string; deviceToken?: string; otp?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': address },
    payload: { username: 'user', ...body },
  });
}

/** Signs the owner in and returns the device token the answer carries. */
async function ownerToken(address = OWNER, body: { username?: string; password?: string; otp?: string } = {}): Promise<string> {
  const response = await attempt(address, { password: 'user123', ...body });
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json().data.device_token as string;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

/** Wrong passwords fired all at once, each from the address `addressOf(i)` gives. */
async function burst(count: number, addressOf: (i: number) => string, extra: { deviceToken?: string; username?: string } = {}) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => attempt(addressOf(i), { password: `guess-${i}`, ...extra })));
  return responses.map((response) => response.statusCode);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('device tokens: the owner’s own browser is spared the throttles others trip', () => {
  it('after 26 wrong guesses from other addresses a new browser waits, the owner’s known browser signs in', async () => {
    t = await app();
    const token = await ownerToken();
    const statuses = await burst(26, (i) => `203.0.113.${i + 1}`);
    // The account's free attempts, then waits: a burst gets no more checks than a sequence would.
    expect(count(statuses, 401)).toBeLessThanOrEqual(20);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(6);

    const stranger = await attempt('198.51.100.7', { password: 'user123' });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const known = await attempt(OWNER, { password: 'user123', deviceToken: token });
    expect(known.statusCode).toBe(200);
    // And from wherever the owner takes that browser.
    expect((await attempt('198.51.100.8', { password: 'user123', deviceToken: known.json().data.device_token })).statusCode).toBe(200);
  });

  it('after 5 wrong guesses from the owner’s own address (one office, one NAT) the known browser signs in', async () => {
    t = await app({ loginLimits: { addressFreeAttempts: 8 } });
    const token = await ownerToken();
    const statuses = await burst(12, () => OWNER);
    expect(count(statuses, 401)).toBeLessThanOrEqual(5);
    // A colleague's new browser at that office waits on the pair; so would the owner's, without its token.
    expect((await attempt(OWNER, { password: 'user123' })).statusCode).toBe(429);
    const known = await attempt(OWNER, { password: 'user123', deviceToken: token });
    expect(known.statusCode).toBe(200);
    // The office address has also spent its budget across accounts (spraying): the known browser still signs in.
    await burst(8, () => OWNER, { username: 'nobody' });
    expect((await attempt(OWNER, { username: 'director', password: 'director123' })).statusCode).toBe(429);
    expect((await attempt(OWNER, { password: 'user123', deviceToken: known.json().data.device_token })).statusCode).toBe(200);
  });

  it('a stolen-then-replaced, foreign or forged token is no exemption', async () => {
    t = await app({ loginLimits: { accountFreeAttempts: 3 } });
    const stolen = await ownerToken(); // a thief copies it from the browser...
    // ...and the owner signs in again, which replaces it.
    const owner = (await attempt(OWNER, { password: 'user123', deviceToken: stolen })).json().data;
    const current = owner.device_token as string;
    const admin = await ownerToken('192.0.2.30', { username: 'admin', password: 'admin123' });

    await burst(6, (i) => `203.0.113.${i + 1}`);
    expect((await attempt('198.51.100.1', { password: 'user123' })).statusCode).toBe(429);
    const refused = {
      'the token stolen before the owner’s last sign-in': stolen,
      'another account’s token': admin,
      'the access token': owner.token,
      'the refresh token': owner.refresh_token,
      'the token with one character changed': `${current.slice(0, -1)}${current.endsWith('A') ? 'B' : 'A'}`,
      'a made-up token': 'A'.repeat(43),
      'a signed token of the kind this server gave before': 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl',
    };
    for (const [what, deviceToken] of Object.entries(refused)) {
      expect((await attempt('198.51.100.2', { password: 'user123', deviceToken })).statusCode, what).toBe(429);
    }
    // The admin's token is the admin's own: it still works for the admin.
    expect((await attempt('198.51.100.2', { username: 'admin', password: 'admin123', deviceToken: admin })).statusCode).toBe(200);
    expect((await attempt('198.51.100.3', { password: 'user123', deviceToken: current })).statusCode).toBe(200);
  });

  it('an expired token is no exemption', async () => {
    t = await app({ loginLimits: { accountFreeAttempts: 3 } });
    const token = await ownerToken();
    await t.db
      .updateTable('login_devices')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    await burst(6, (i) => `203.0.113.${i + 1}`);
    expect((await attempt(OWNER, { password: 'user123', deviceToken: token })).statusCode).toBe(429);
  });

  it('guessing through a stolen token is bounded by its own small budget, in a burst too', async () => {
    t = await app({ loginLimits: { accountFreeAttempts: 3 } });
    const token = await ownerToken();
    // Thirty guesses at once, each from another address, all showing the owner's token: five are the
    // token's, three the account's, and the rest wait.
    const statuses = await burst(30, (i) => `203.0.113.${i + 1}`, { deviceToken: token });
    expect(count(statuses, 401)).toBeLessThanOrEqual(5 + 3);
    expect(count(statuses, 429)).toBeGreaterThanOrEqual(30 - 8);
    const row = await t.db.selectFrom('login_devices').select('failed_attempts').executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    // Locked, the token exempts nobody, the owner included, until a sign-in replaces it.
    expect((await attempt(OWNER, { password: 'user123', deviceToken: token })).statusCode).toBe(429);
  });

  it('one after another too: five failures lock the token, the sixth guess is an ordinary one', async () => {
    t = await app({ loginLimits: { accountFreeAttempts: 1, pairFreeAttempts: 1 } });
    const token = await ownerToken();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(OWNER, { password: `guess-${i}`, deviceToken: token })).statusCode).toBe(401);
    }
    expect((await attempt(OWNER, { password: 'guess-5', deviceToken: token })).statusCode).toBe(401);
    expect((await attempt(OWNER, { password: 'user123', deviceToken: token })).statusCode).toBe(429);
  });

  it('failures in a row count; a sign-in replaces the token with a fresh one; only hashes are stored', async () => {
    t = await app({ loginLimits: { accountFreeAttempts: 1, pairFreeAttempts: 1 } });
    let token = await ownerToken();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await attempt(OWNER, { password: `typo-${i}`, deviceToken: token })).statusCode).toBe(401);
      const signedIn = await attempt(OWNER, { password: 'user123', deviceToken: token });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.device_token).not.toBe(token);
      token = signedIn.json().data.device_token;
    }
    const rows = await t.db.selectFrom('login_devices').select(['token_hash', 'failed_attempts']).execute();
    expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), failed_attempts: 0 }]);
    expect(rows[0].token_hash).not.toContain(token);
  });

  it('the password step of an account with a one-time code costs the token nothing; wrong codes count', async () => {
    t = await app();
    const token = await ownerToken(OWNER, { username: 'otp', password: 'otp12345', otp: otpCode() });
    for (let i = 0; i < 8; i++) {
      expect((await attempt(OWNER, { username: 'otp', password: 'otp12345', deviceToken: token })).json().error).toBe(OTP_REQUIRED);
    }
    expect((await t.db.selectFrom('login_devices').select('failed_attempts').executeTakeFirstOrThrow()).failed_attempts).toBe(0);
    const wrong = await Promise.all(
      Array.from({ length: 3 }, () => attempt(OWNER, { username: 'otp', password: 'otp12345', otp: '000000', deviceToken: token })),
    );
    expect(wrong.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect((await t.db.selectFrom('login_devices').select('failed_attempts').executeTakeFirstOrThrow()).failed_attempts).toBe(3);
  });

  it('a user keeps a bounded number of tokens: the oldest go first', async () => {
    t = await app({ deviceTokenLimits: { perUser: 3 }, loginLimits: { accountFreeAttempts: 1 } });
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await ownerToken(`192.0.2.${40 + i}`));
    expect(await t.db.selectFrom('login_devices').select('token_hash').execute()).toHaveLength(3);
    await burst(3, (i) => `203.0.113.${i + 1}`);
    expect((await attempt(OWNER, { password: 'user123', deviceToken: tokens[0] })).statusCode).toBe(429);
    expect((await attempt(OWNER, { password: 'user123', deviceToken: tokens[4] })).statusCode).toBe(200);
  });

  it('works the same in the cookie session mode and for a page of another origin the server allows', async () => {
    const portal = 'https://portal.example';
    t = await app({ sessionCookie: true, corsOrigins: [portal], loginLimits: { pairFreeAttempts: 2, accountFreeAttempts: 2 } });
    const signIn = (deviceToken?: string, address = OWNER) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': address, origin: portal, 'device-id': 'portal-tab' },
        payload: { username: 'user', password: 'user123', ...(deviceToken && { deviceToken }) },
      });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(portal);
    // The refresh token stays in its HttpOnly cookie; the device token, which opens nothing by itself, is in
    // the body, where a page of any allowed origin can keep it (a cookie would not cross sites).
    expect(first.json().data).not.toHaveProperty('refresh_token');
    const token = first.json().data.device_token;
    expect(token).toEqual(expect.any(String));
    await burst(4, () => OWNER);
    await burst(4, (i) => `203.0.113.${i + 1}`);
    expect((await signIn()).statusCode).toBe(429);
    expect((await signIn(token)).statusCode).toBe(200);
  });
});
