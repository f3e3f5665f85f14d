import jsQR from 'jsqr';
import { Secret, TOTP, URI } from 'otpauth';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
}
const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  call('POST', '/api/auth/change_user_password', token, { oldPassword, newPassword });
const refresh = (session: { refresh_token: string; device_id: string }) =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/refresh/token',
    headers: { authorization: `Bearer ${session.refresh_token}`, 'device-id': session.device_id },
  });
const totpOf = (base32: string) => new TOTP({ secret: Secret.fromBase32(base32), algorithm: 'SHA1', digits: 6, period: 30 });
/** A code of `secret` for the next time step: valid (one step of drift) but not the step a login just used. */
const nextCode = (base32: string) => totpOf(base32).generate({ timestamp: Date.now() + 30_000 });

describe('POST /api/auth/change_user_password', () => {
  it('changes the password: the old one fails, other sessions end, this one lives on; audited', async () => {
    t = await createTestApp();
    const here = await login(t.app, 'user', 'user123');
    const elsewhere = await login(t.app, 'user', 'user123');
    // Reading a table just before (a session check it may remember): the change ends it at once all the same.
    const page = '/api/tables/appeals/data?size=1';
    expect((await call('GET', page, elsewhere.token)).statusCode).toBe(200);
    const response = await changePassword(here.token, 'user123', 'new-secret-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: true });

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'user', password: 'user123' } })).statusCode,
    ).toBe(401);
    expect((await login(t.app, 'user', 'new-secret-1')).user.username).toBe('user');
    expect((await call('GET', page, elsewhere.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/user-info', elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/user-info', here.token)).statusCode).toBe(200);
    expect((await refresh(here)).statusCode).toBe(200);
    const audit = await t.db.selectFrom('user_logs').select('action_type').where('action_type', '=', 'passwordChanged').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a wrong old password and each rule of the policy with its message, changing nothing', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const wrong = await changePassword(token, 'not-it', 'new-secret-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'Wrong password', message: 'Жорий парол нотўғри' });
    for (const [next, message] of [
      ['12345', 'Парол 6та дан кам бўлмаслиги керак'],
      ['USER', 'Парол 6та дан кам бўлмаслиги керак'],
      ['user123', 'Янги парол жорий паролдан фарқ қилиши керак'],
    ]) {
      const refused = await changePassword(token, 'user123', next);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'Weak password', message });
    }
    expect((await login(t.app, 'user', 'user123')).token).toEqual(expect.any(String));
  });

  it('refuses the username as the new password, in any case', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'director', 'director123');
    expect((await changePassword(token, 'director123', 'DIRECTOR')).json().message).toBe('Парол логин билан бир хил бўлмаслиги керак');
  });

  it('a burst of guesses at the old password gets at most 5 checks', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changePassword(token, `guess-${i}`, 'new-secret-1').then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('needs a session', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change_user_password',
      payload: { oldPassword: 'a', newPassword: 'bbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('one-time code setup', () => {
  it('enable gives a QR code of a new secret, which verify turns on; then sign-in asks for codes of it; sealed at rest', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const enabled = await call('GET', '/api/auth/enable-otp', token);
    expect(enabled.statusCode).toBe(200);
    const { data, secret } = enabled.json();
    const png = PNG.sync.read(Buffer.from(data, 'base64'));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const uri = URI.parse(qr!.data) as TOTP;
    expect(uri.secret.base32).toBe(secret);
    expect(uri.label).toBe('user');
    expect(uri.issuer).toBe('Platon');

    // Not active until verified: signing in needs no code yet.
    expect((await login(t.app, 'user', 'user123')).token).toEqual(expect.any(String));
    const wrongCode = String((Number(uri.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await call('POST', `/api/auth/verify-otp?otp=${wrongCode}`, token)).json()).toEqual({ data: { verified: false } });
    expect((await call('POST', `/api/auth/verify-otp?otp=${uri.generate()}`, token)).json()).toEqual({ data: { verified: true } });

    const needs = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'user', password: 'user123' } });
    expect(needs.json().error).toBe('Otp password is required');
    expect((await login(t.app, 'user', 'user123', { otp: nextCode(secret) })).user.hasOtpSecret).toBe(true);

    const stored = await t.db
      .selectFrom('users')
      .select(['otp_secret', 'otp_pending_secret'])
      .where('username', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(stored.otp_secret).toMatch(/^enc:v1:/);
    expect(stored.otp_secret).not.toContain(secret);
    expect(stored.otp_pending_secret).toBeNull();
    expect((await t.db.selectFrom('user_logs').select('id').where('action_type', '=', 'otpEnabled').execute()).length).toBe(1);
  });

  it('the demo account’s plain secret is sealed at start and still signs in', async () => {
    t = await createTestApp();
    const { otp_secret } = await t.db.selectFrom('users').select('otp_secret').where('username', '=', 'otp').executeTakeFirstOrThrow();
    expect(otp_secret).toMatch(/^enc:v1:/);
    expect((await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() })).user.username).toBe('otp');
  });

  it('re-activation keeps the old secret working until a code of the new one is verified with the password and a current code', async () => {
    t = await createTestApp();
    // Each step's code is accepted once: the previous step's to sign in, this one's to show the old secret
    // still works, the next one's to confirm the replacement.
    const previous = totpOf('JBSWY3DPEHPK3PXP').generate({ timestamp: Date.now() - 30_000 });
    const { token } = await login(t.app, 'otp', 'otp12345', { otp: previous });
    const { secret } = (await call('GET', '/api/auth/enable-otp', token)).json();
    expect((await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() })).token).toEqual(expect.any(String));
    const replaced = await call('POST', `/api/auth/verify-otp?otp=${totpOf(secret).generate()}`, token, {
      password: 'otp12345',
      currentOtp: nextCode('JBSWY3DPEHPK3PXP'),
    });
    expect(replaced.json()).toEqual({ data: { verified: true } });
    expect((await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'otpEnabled').execute())[0].details).toEqual({
      replaced: true,
    });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'otp', password: 'otp12345', otp: totpOf('JBSWY3DPEHPK3PXP').generate({ timestamp: Date.now() + 60_000 }) },
    });
    expect(old.statusCode).toBe(401);
  });

  it('disable: a short code is refused by shape, a wrong one with the spec message, the right one turns it off', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() });
    expect((await call('POST', '/api/auth/disable-otp?otp=123', token)).statusCode).toBe(400);
    const current = totpOf('JBSWY3DPEHPK3PXP').generate({ timestamp: Date.now() + 30_000 });
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call('POST', `/api/auth/disable-otp?otp=${wrong}`, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'Invalid otp', message: 'Бир марталик код нотўғри' });
    const done = await call('POST', `/api/auth/disable-otp?otp=${current}`, token);
    expect(done.json()).toEqual({ data: { statusCode: 200 } });
    expect((await login(t.app, 'otp', 'otp12345')).user.hasOtpSecret).toBe(false);
    const again = await call('POST', `/api/auth/disable-otp?otp=${current}`, token);
    expect(again.json()).toMatchObject({ statusCode: 400, error: 'Otp not enabled', message: 'Бир марталик код ёқилмаган' });
  });

  it('a stolen session cannot swap the authenticator and then turn the code off (issue 39)', async () => {
    t = await createTestApp();
    // The thief holds the owner's session, nothing else: not the password, not the authenticator.
    const { token } = await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() });
    const { secret } = (await call('GET', '/api/auth/enable-otp', token)).json();
    const verify = (body?: object) => call('POST', `/api/auth/verify-otp?otp=${totpOf(secret).generate()}`, token, body);
    expect((await verify()).json()).toMatchObject({ statusCode: 400, error: 'Wrong password', message: 'Жорий парол нотўғри' });
    expect((await verify({ password: 'guess-1', currentOtp: nextCode(secret) })).json()).toMatchObject({ error: 'Wrong password' });
    expect((await verify({ password: 'otp12345' })).json()).toMatchObject({ error: 'Invalid otp', message: 'Бир марталик код нотўғри' });
    // A code of the new secret is no code of the one in force.
    expect((await verify({ password: 'otp12345', currentOtp: nextCode(secret) })).json()).toMatchObject({ error: 'Invalid otp' });
    // Nor does it turn the code off.
    const off = await call('POST', `/api/auth/disable-otp?otp=${nextCode(secret)}`, token);
    expect(off.json()).toMatchObject({ statusCode: 400, error: 'Invalid otp', message: 'Бир марталик код нотўғри' });
    const stored = await t.db.selectFrom('users').select(['otp_secret']).where('username', '=', 'otp').executeTakeFirstOrThrow();
    expect(stored.otp_secret).toMatch(/^enc:v1:/);
    // The password alone still does not sign in, and the owner's own authenticator still does.
    const passwordOnly = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'otp', password: 'otp12345' } });
    expect(passwordOnly.json()).toEqual({ statusCode: 200, error: 'Otp password is required' });
    expect((await login(t.app, 'otp', 'otp12345', { otp: nextCode('JBSWY3DPEHPK3PXP') })).user.hasOtpSecret).toBe(true);
    const failures = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'otpReplaceFailed').execute();
    expect(failures).toHaveLength(4);
  });

  it('a code of a secret still being set up never turns the one in force off', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() });
    const { secret } = (await call('GET', '/api/auth/enable-otp', token)).json();
    for (const offset of [0, 30_000]) {
      const code = totpOf(secret).generate({ timestamp: Date.now() + offset });
      expect((await call('POST', `/api/auth/disable-otp?otp=${code}`, token)).json()).toMatchObject({
        statusCode: 400,
        error: 'Invalid otp',
      });
    }
    expect((await call('POST', `/api/auth/disable-otp?otp=${nextCode('JBSWY3DPEHPK3PXP')}`, token)).json()).toEqual({
      data: { statusCode: 200 },
    });
  });

  it('a burst of replacements with the right new code but guessed passwords gets at most 5 checks and swaps nothing', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'otp', 'otp12345', { otp: totpOf('JBSWY3DPEHPK3PXP').generate() });
    const { secret } = (await call('GET', '/api/auth/enable-otp', token)).json();
    const before = await t.db.selectFrom('users').select('otp_secret').where('username', '=', 'otp').executeTakeFirstOrThrow();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', `/api/auth/verify-otp?otp=${totpOf(secret).generate()}`, token, {
          password: `guess-${i}`,
          currentOtp: nextCode('JBSWY3DPEHPK3PXP'),
        }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    const after = await t.db.selectFrom('users').select('otp_secret').where('username', '=', 'otp').executeTakeFirstOrThrow();
    expect(after.otp_secret).toBe(before.otp_secret);
  });

  it('a burst of verification guesses gets at most 5 checks', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    await call('GET', '/api/auth/enable-otp', token);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', `/api/auth/verify-otp?otp=${String(100000 + i)}`, token).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('signature white/black list (POST /api/whitelist/*)', () => {
  it('adds, reads and removes the user’s own entries; a serial moves lists; audited', async () => {
    t = await createTestApp();
    const { token, user } = await login(t.app, 'user', 'user123');
    const added = await call('POST', '/api/whitelist/add', token, {
      userId: user.id,
      imzoSerial: [' 7770C2A4 ', '77a1b2c3', '7770c2a4'],
      type: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual([
      { imzoSerial: '7770c2a4', type: true },
      { imzoSerial: '77a1b2c3', type: true },
    ]);
    await call('POST', '/api/whitelist/add', token, { userId: user.id, imzoSerial: ['77a1b2c3'], type: false });
    expect((await call('POST', '/api/whitelist/get', token, { userId: user.id })).json().data).toEqual([
      { imzoSerial: '7770c2a4', type: true },
      { imzoSerial: '77a1b2c3', type: false },
    ]);
    const removed = await call('POST', '/api/whitelist/remove', token, { userId: user.id, imzoSerial: '7770C2A4' });
    expect(removed.json().data).toEqual([{ imzoSerial: '77a1b2c3', type: false }]);
    expect((await t.db.selectFrom('user_logs').select('id').where('action_type', '=', 'signatureListChanged').execute()).length).toBe(3);
  });

  it('another user’s list: refused to a user, open to an administrator; an unknown user is 404', async () => {
    t = await createTestApp();
    const user = await login(t.app, 'user', 'user123');
    const director = await login(t.app, 'director', 'director123');
    const admin = await login(t.app, 'admin', 'admin123');
    expect((await call('POST', '/api/whitelist/get', user.token, { userId: director.user.id })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/whitelist/add', user.token, { userId: director.user.id, imzoSerial: ['abc'], type: true })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/whitelist/remove', user.token, { userId: director.user.id, imzoSerial: 'abc' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/whitelist/add', admin.token, { userId: director.user.id, imzoSerial: ['abc'], type: true })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/whitelist/get', director.token, { userId: director.user.id })).json().data).toEqual([
      { imzoSerial: 'abc', type: true },
    ]);
    expect((await call('POST', '/api/whitelist/get', admin.token, { userId: 999999 })).statusCode).toBe(404);
  });

  it('refuses bad serials and odd bodies with 400, never 5xx', async () => {
    t = await createTestApp();
    const { token, user } = await login(t.app, 'user', 'user123');
    const bad = await call('POST', '/api/whitelist/add', token, { userId: user.id, imzoSerial: ['ok1', "x' OR 1=1"], type: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad serial', message: 'Сертификат рақами нотўғри' });
    for (const body of [
      {},
      { userId: user.id },
      { userId: user.id, imzoSerial: [], type: true },
      { userId: 'x', imzoSerial: ['a'], type: true },
      { userId: user.id, imzoSerial: [''], type: true },
      { userId: user.id, imzoSerial: Array(51).fill('a'), type: true },
    ]) {
      const response = await call('POST', '/api/whitelist/add', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('POST', '/api/whitelist/get', token, { userId: user.id })).json().data).toEqual([]);
  });
});
