import { TOTP, Secret } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, OTP_INVALID, OTP_REQUIRED, TOO_MANY_ATTEMPTS } from '../../src/core/api/contract';
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

describe('sign-in rate limits', () => {
  const tooMany = { statusCode: 429, error: TOO_MANY_ATTEMPTS, message: 'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг' };

  it('blocks an account after its failures, the same way whether it exists or not', async () => {
    t = await createTestApp({ loginLimits: { maxAccountFailures: 3, maxAddressFailures: 100, windowSeconds: 60 } });
    for (const username of ['admin', 'ghost']) {
      for (let i = 0; i < 3; i++) {
        expect((await postLogin({ username, password: 'bad' }, `10.0.0.${i}`)).statusCode).toBe(401);
      }
      const blocked = await postLogin({ username, password: 'bad' }, '10.0.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(tooMany);
    }
    // Even the right password waits out the window: the attacker learns nothing from a success.
    expect((await postLogin({ username: 'Admin', password: 'admin123' }, '10.0.2.1')).statusCode).toBe(429);
    // Another account is unaffected.
    expect((await postLogin({ username: 'user', password: 'user123' }, '10.0.2.1')).statusCode).toBe(200);
  });

  it('blocks an address that fails across many accounts', async () => {
    t = await createTestApp({ loginLimits: { maxAccountFailures: 100, maxAddressFailures: 4, windowSeconds: 60 } });
    for (let i = 0; i < 4; i++) {
      expect((await postLogin({ username: `name${i}`, password: 'bad' }, '192.0.2.7')).statusCode).toBe(401);
    }
    const blockedReal = await postLogin({ username: 'user', password: 'user123' }, '192.0.2.7');
    const blockedGhost = await postLogin({ username: 'ghost', password: 'x' }, '192.0.2.7');
    expect(blockedReal.statusCode).toBe(429);
    expect(blockedReal.body).toBe(blockedGhost.body);
    expect((await postLogin({ username: 'user', password: 'user123' }, '192.0.2.8')).statusCode).toBe(200);
  });

  it('counts wrong one-time codes, and a successful sign-in clears the account counter', async () => {
    t = await createTestApp({ loginLimits: { maxAccountFailures: 3, maxAddressFailures: 100, windowSeconds: 60 } });
    await postLogin({ username: 'user', password: 'bad' });
    await postLogin({ username: 'user', password: 'bad' });
    expect((await postLogin({ username: 'user', password: 'user123' })).statusCode).toBe(200);
    await postLogin({ username: 'user', password: 'bad' });
    await postLogin({ username: 'user', password: 'bad' });
    expect((await postLogin({ username: 'user', password: 'user123' })).statusCode).toBe(200);

    for (let i = 0; i < 3; i++) {
      expect((await postLogin({ username: 'otp', password: 'otp12345', otp: '000000' })).statusCode).toBe(401);
    }
    expect((await postLogin({ username: 'otp', password: 'otp12345' })).statusCode).toBe(429);
  });

  it('starts a new window once the old one has passed', async () => {
    // A 2 s window leaves room for the second attempt to land inside it on a loaded machine.
    t = await createTestApp({ loginLimits: { maxAccountFailures: 1, maxAddressFailures: 100, windowSeconds: 2 } });
    await postLogin({ username: 'admin', password: 'bad' });
    expect((await postLogin({ username: 'admin', password: 'admin123' })).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await postLogin({ username: 'admin', password: 'admin123' })).statusCode).toBe(200);
  });
});
