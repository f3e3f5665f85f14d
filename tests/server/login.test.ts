import { TOTP, Secret } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, OTP_INVALID, OTP_REQUIRED, TOO_MANY_ATTEMPTS } from '../../src/core/api/contract';
import { loadConfig } from '../../server/config';
import { legacyScryptHash } from './support/legacyScryptHash';
import { createTestApp, type TestApp } from './testApp';

const OTP_SECRET = 'JBSWY3DPEHPK3PXP';
const totp = new TOTP({ secret: Secret.fromBase32(OTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });

let t: TestApp;
afterEach(async () => t?.close());

function postLogin(body: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

describe('POST /api/auth/login', () => {
  it('signs in and returns the token, a refresh token and the contract User', async () => {
    t = await createTestApp();
    const response = await postLogin({ username: 'user', password: 'user123' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toEqual({
      id: expect.any(Number),
      username: 'user',
      fullName: 'Алишер Навоий',
      postName: 'Бош мутахассис',
      orgId: null,
      tin: null,
      pinfl: expect.any(String),
      locale: null,
      permissions: [],
      organizations: [
        { tin: expect.any(String), pinfl: null, name: expect.any(String), nameLa: expect.any(String) },
        { tin: expect.any(String), pinfl: null, name: expect.any(String), nameLa: expect.any(String) },
      ],
      registeredWithEimzo: false,
      eimzoAllowToLogin: 'all',
      photo: null,
      hasOtpSecret: false,
      mustChangePassword: false,
      otpSetupRequired: false,
    });
  });

  it('accepts the username in any letter case', async () => {
    t = await createTestApp();
    const response = await postLogin({ username: 'ADMIN', password: 'admin123' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.permissions).toEqual(['platon.admin']);
  });

  it('answers a wrong password and an unknown user with the identical 401', async () => {
    t = await createTestApp();
    const wrong = await postLogin({ username: 'admin', password: 'nope-nope' });
    const unknown = await postLogin({ username: 'nobody', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ statusCode: 401, error: BAD_CREDENTIALS, message: 'Логин ёки пароль нотугри!' });
  });

  it('asks for the one-time code, accepts the right one once, and refuses it the second time', async () => {
    t = await createTestApp();
    const step = await postLogin({ username: 'otp', password: 'otp12345' });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ statusCode: 200, error: OTP_REQUIRED });

    const code = totp.generate();
    const first = await postLogin({ username: 'otp', password: 'otp12345', otp: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.hasOtpSecret).toBe(true);

    const replay = await postLogin({ username: 'otp', password: 'otp12345', otp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ statusCode: 401, error: OTP_INVALID, message: 'Бир марталик код нотўғри' });
  });

  it('refuses a wrong one-time code and a code from an earlier step than one already used', async () => {
    t = await createTestApp();
    const code = totp.generate();
    const valid = [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
    let wrong = code;
    while (valid.includes(wrong)) wrong = String((Number(wrong) + 1) % 1_000_000).padStart(6, '0');
    const refused = await postLogin({ username: 'otp', password: 'otp12345', otp: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(OTP_INVALID);

    // The next step's code is inside the ±1 window; once it is used, the current step's code is too old.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await postLogin({ username: 'otp', password: 'otp12345', otp: next })).statusCode).toBe(200);
    if (next !== code) expect((await postLogin({ username: 'otp', password: 'otp12345', otp: code })).statusCode).toBe(401);
  });

  it('does not ask for a code when the password is wrong', async () => {
    t = await createTestApp();
    const response = await postLogin({ username: 'otp', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(BAD_CREDENTIALS);
  });
});

describe('sign-in throttling', () => {
  const tooMany = { statusCode: 429, error: TOO_MANY_ATTEMPTS, message: 'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг' };

  it('a burst of parallel guesses gets no more password checks than a sequence would', async () => {
    t = await createTestApp();
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postLogin({ username: 'admin', password: i === 39 ? 'admin123' : `wrong-${i}` }, '198.51.100.9'),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const statuses = burst.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status !== 429).length;
    // A sequence gets the 5 free attempts, then one more after each wait (1 s, 2 s, 4 s…): on a loaded machine
    // the burst itself can outlast the first wait, and that attempt is due.
    expect(checked).toBeLessThanOrEqual(5 + Math.floor(Math.log2(seconds + 1)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - checked);
    const refused = burst.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const failures = await t.db.selectFrom('user_logs').select('id').where('action_type', '=', 'loginFailed').execute();
    expect(failures.length).toBe(statuses.filter((status) => status === 401).length);
  });

  it('sign-ins of several accounts at once from one address all succeed (on PostgreSQL the counters once deadlocked)', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    // Four of each account at a time: within an account's free attempts from one address, so none waits.
    for (let round = 0; round < 10; round += 1) {
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postLogin(i % 2 ? { username: 'user', password: 'user123' } : { username: 'admin', password: 'admin123' }, '203.0.113.7'),
        ),
      );
      statuses.push(...burst.map((response) => response.statusCode));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('guessing from one address slows that address down without locking the owner out elsewhere', async () => {
    t = await createTestApp();
    for (let i = 0; i < 5; i++) expect((await postLogin({ username: 'admin', password: 'bad' }, '203.0.113.5')).statusCode).toBe(401);
    expect((await postLogin({ username: 'admin', password: 'admin123' }, '203.0.113.5')).statusCode).toBe(429);
    // The owner, at the office: not locked out, whatever the attacker did.
    expect((await postLogin({ username: 'admin', password: 'admin123' }, '192.0.2.10')).statusCode).toBe(200);
  });

  it('the wait between attempts doubles once the free attempts are spent, the same for unknown names', async () => {
    t = await createTestApp({ loginLimits: { pairFreeAttempts: 1 } });
    for (const username of ['admin', 'ghost']) {
      expect((await postLogin({ username, password: 'bad' })).statusCode).toBe(401);
      const first = await postLogin({ username, password: 'bad' });
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('1');
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await postLogin({ username: 'admin', password: 'bad' })).statusCode).toBe(401);
    const second = await postLogin({ username: 'admin', password: 'admin123' });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2);
  });

  it("guessing from many addresses is slowed by the account's counter, but not in the owner's own browser", async () => {
    t = await createTestApp({ loginLimits: { accountFreeAttempts: 3 } });
    const owner = await postLogin({ username: 'user', password: 'user123' }, '192.0.2.20');
    const deviceToken = owner.json().data.device_token;
    expect(deviceToken).toEqual(expect.any(String));
    for (let i = 0; i < 3; i++) expect((await postLogin({ username: 'user', password: 'bad' }, `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await postLogin({ username: 'user', password: 'bad' }, '203.0.113.50')).statusCode).toBe(429);
    // A new browser waits like the attacker does; the owner's browser, which signed in before, does not.
    expect((await postLogin({ username: 'user', password: 'user123' }, '192.0.2.21')).statusCode).toBe(429);
    expect((await postLogin({ username: 'user', password: 'user123', deviceToken }, '192.0.2.21')).statusCode).toBe(200);
    // Another account's token, a forged one or an access token proves nothing for this account.
    const adminDevice = (await postLogin({ username: 'admin', password: 'admin123' }, '192.0.2.30')).json().data;
    for (const token of [adminDevice.device_token, adminDevice.token, `${deviceToken}x`]) {
      expect((await postLogin({ username: 'user', password: 'user123', deviceToken: token }, '192.0.2.22')).statusCode).toBe(429);
    }
  });

  it('an address failing across many accounts is slowed; other addresses are not', async () => {
    t = await createTestApp({ loginLimits: { addressFreeAttempts: 4 } });
    for (let i = 0; i < 4; i++) expect((await postLogin({ username: `name${i}`, password: 'bad' }, '192.0.2.7')).statusCode).toBe(401);
    const blockedReal = await postLogin({ username: 'user', password: 'user123' }, '192.0.2.7');
    const blockedGhost = await postLogin({ username: 'ghost', password: 'x' }, '192.0.2.7');
    expect(blockedReal.statusCode).toBe(429);
    expect(blockedReal.body).toBe(blockedGhost.body);
    expect((await postLogin({ username: 'user', password: 'user123' }, '192.0.2.8')).statusCode).toBe(200);
  });

  it('behind a trusted proxy the client address comes from X-Forwarded-For, and only then', async () => {
    const spray = async () => {
      for (let i = 0; i < 2; i++) {
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `n${i}`, password: 'bad' },
          headers: { 'x-forwarded-for': '203.0.113.1' },
        });
      }
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'user', password: 'user123' },
        headers: { 'x-forwarded-for': '203.0.113.2' },
      });
    };
    t = await createTestApp({ loginLimits: { addressFreeAttempts: 2 }, trustProxy: '127.0.0.1' });
    expect((await spray()).statusCode).toBe(200);
    await t.close();
    // Untrusted, the header is the client's own claim: ignored, so everyone is the socket's address.
    t = await createTestApp({ loginLimits: { addressFreeAttempts: 2 } });
    expect((await spray()).statusCode).toBe(429);
  });

  it('PLATON_TRUST_PROXY=1 trusts one hop: an address the client writes into X-Forwarded-For does not dodge the limit', async () => {
    // Behind one proxy, which appends the address it saw (10.0.0.5) to what the client sent (a new forgery each time).
    const attempt = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `n-${forged}`, password: 'bad' },
        headers: { 'x-forwarded-for': `${forged}, 10.0.0.5` },
      });
    t = await createTestApp({ loginLimits: { addressFreeAttempts: 2 }, trustProxy: loadConfig({ PLATON_TRUST_PROXY: '1' }).trustProxy });
    expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'user', password: 'user123' },
          headers: { 'x-forwarded-for': '198.51.100.3, 10.0.0.5' },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('counts wrong one-time codes but not the password step; success starts the pair afresh', async () => {
    t = await createTestApp({ loginLimits: { pairFreeAttempts: 3 } });
    for (let i = 0; i < 5; i++) expect((await postLogin({ username: 'otp', password: 'otp12345' })).json().error).toBe(OTP_REQUIRED);
    for (let i = 0; i < 2; i++) expect((await postLogin({ username: 'otp', password: 'otp12345', otp: '000000' })).statusCode).toBe(401);
    expect((await postLogin({ username: 'otp', password: 'otp12345', otp: totp.generate() })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await postLogin({ username: 'otp', password: 'otp12345', otp: '000000' })).statusCode).toBe(401);
    expect((await postLogin({ username: 'otp', password: 'otp12345' })).statusCode).toBe(429);
  });
});

describe('password hashes', () => {
  it('an account with a hash of an earlier release signs in, and its hash is upgraded to argon2id', async () => {
    t = await createTestApp();
    await t.db
      .updateTable('users')
      .set({ password_hash: await legacyScryptHash('user123') })
      .where('username', '=', 'user')
      .execute();
    expect((await postLogin({ username: 'user', password: 'user123' })).statusCode).toBe(200);
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$/);
    expect((await postLogin({ username: 'user', password: 'user123' })).statusCode).toBe(200);
  });
});
