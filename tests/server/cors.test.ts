import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCorsOrigins } from '../../server/http/parseCorsOrigins';
import { login } from './login';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { createTestApp, type TestApp } from './testApp';

const PORTAL = 'https://portal.example.uz';
const STRANGER = 'https://evil.example';

let t: TestApp;
let fixture: FormFixture;
const warnings: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ corsOrigins: [PORTAL, 'http://localhost:5173'], logger: { level: 'warn', stream } });
  fixture = await createFormFixture(t.db, { form: { is_public: true } });
});

afterAll(async () => t?.close());

const preflight = (url: string, origin: string, method = 'POST', headers = 'authorization, content-type, device-id') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

describe('PLATON_CORS_ORIGINS: partner pages that sign in from another origin', () => {
  it('answers the preflight of every API route for a listed origin: that origin, credentials, the runtime`s methods and headers', async () => {
    const cases: Array<[string, string]> = [
      ['/api/auth/login', 'POST'],
      ['/api/auth/refresh/token', 'GET'],
      ['/api/tables/x/data', 'GET'],
      ['/api/forms/x/records/1', 'PUT'],
      ['/api/forms/x/records/1', 'DELETE'],
      ['/api/no/such/route', 'PATCH'],
    ];
    for (const [url, method] of cases) {
      const response = await preflight(url, PORTAL, method);
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe(PORTAL);
      expect(response.headers['access-control-allow-credentials'], url).toBe('true');
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/), url).toContain(method);
      const allowedHeaders = String(response.headers['access-control-allow-headers']).split(/,\s*/);
      for (const header of ['authorization', 'content-type', 'accept', 'accept-language', 'device-id'])
        expect(allowedHeaders, `${url} ${header}`).toContain(header);
      expect(response.headers.vary, url).toMatch(/\bOrigin\b/);
    }
  });

  it('lets a listed origin sign in and call signed-in routes, with the headers the client reads exposed', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: PORTAL, 'device-id': 'd1' },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(signIn.headers['access-control-allow-credentials']).toBe('true');
    expect(String(signIn.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['retry-after', 'content-disposition']),
    );
    expect(signIn.headers.vary).toMatch(/\bOrigin\b/);

    const token = signIn.json().data.token as string;
    const user = await t.app.inject({ url: '/api/user-info', headers: { origin: PORTAL, authorization: `Bearer ${token}` } });
    expect(user.statusCode).toBe(200);
    expect(user.headers['access-control-allow-origin']).toBe(PORTAL);
    // Errors too: the page must be able to read a 401 or a 404 to show it.
    const anonymous = await t.app.inject({ url: '/api/user-info', headers: { origin: PORTAL } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(PORTAL);
    const translations = await t.app.inject({ url: '/api/web/assets/translations?locale=uz', headers: { origin: PORTAL } });
    expect(translations.headers['access-control-allow-origin']).toBe(PORTAL);
    // The route's own Vary stays, Origin is added.
    expect(String(translations.headers.vary).split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Language', 'Origin']));
  });

  it('refuses the preflight of an origin not on the list with a 403 naming the setting, no CORS headers, and one warning per origin', async () => {
    const before = warnings.length;
    for (const url of ['/api/auth/login', '/api/tables/x/data', '/api/forms/x/records/1']) {
      const response = await preflight(url, STRANGER);
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(response.headers['access-control-allow-methods'], url).toBeUndefined();
      expect(response.json(), url).toMatchObject({ statusCode: 403, error: 'Origin not allowed' });
      expect(response.json().message, url).toContain('PLATON_CORS_ORIGINS');
      expect(response.json().message, url).toContain(STRANGER);
    }
    const logged = warnings.slice(before).filter((line) => line.includes(STRANGER));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('PLATON_CORS_ORIGINS');
    // The actual request (were a browser to send it) gets no CORS headers either.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: STRANGER },
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(signIn.headers['access-control-allow-origin']).toBeUndefined();
    expect(signIn.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('never reflects an unlisted origin, `null`, or a look-alike of a listed one', async () => {
    for (const origin of [
      'null',
      'https://portal.example.uz.evil.example',
      'http://portal.example.uz',
      'https://portal.example.uz:8443',
      `${PORTAL}/`,
    ]) {
      const response = await preflight('/api/auth/login', origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      const call = await t.app.inject({ url: '/api/user-info', headers: { origin } });
      expect(call.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('keeps the public surface open to any origin as before: `*` and never credentials', async () => {
    for (const url of [`/api/public/forms/${fixture.form}/records`, '/api/web/v1/public/forms/file/upload']) {
      const response = await preflight(url, STRANGER, 'POST', 'content-type');
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
    for (const origin of [STRANGER, 'null']) {
      const info = await t.app.inject({ url: '/api/info', headers: { origin } });
      expect(info.statusCode).toBe(200);
      expect(info.headers['access-control-allow-origin']).toBe('*');
      expect(info.headers['access-control-allow-credentials']).toBeUndefined();
    }
    // A listed origin gets its own origin there too, never `*` with credentials.
    const info = await t.app.inject({ url: '/api/info', headers: { origin: PORTAL } });
    expect(info.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('sends credentials only together with one exact origin, on every answer it gives', async () => {
    const session = await login(t.app, 'user', 'user123');
    const answers = await Promise.all(
      [
        { url: '/api/info' },
        { url: '/api/menus', headers: { authorization: `Bearer ${session.token}` } },
        { url: '/api/no/such/route' },
        { method: 'OPTIONS' as const, url: '/api/auth/login', headers: { 'access-control-request-method': 'POST' } },
      ].flatMap((request) =>
        [PORTAL, STRANGER, 'null', undefined].map((origin) =>
          t.app.inject({ ...request, headers: { ...request.headers, ...(origin && { origin }) } }),
        ),
      ),
    );
    for (const answer of answers) {
      if (answer.headers['access-control-allow-credentials'] === undefined) continue;
      expect(answer.headers['access-control-allow-credentials']).toBe('true');
      expect(answer.headers['access-control-allow-origin']).toBe(PORTAL);
    }
    expect(answers.some((answer) => answer.headers['access-control-allow-credentials'] === 'true')).toBe(true);
  });
});

describe('PLATON_CORS_ORIGINS parsing', () => {
  it('takes exact origins, normalised as browsers send them', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' https://Portal.Example.uz , http://localhost:5173/, https://a.uz:443 ')).toEqual([
      'https://portal.example.uz',
      'http://localhost:5173',
      'https://a.uz',
    ]);
  });

  it.each([
    '*',
    'null',
    'https://*.example.uz',
    'https://portal.example.uz/app',
    'portal.example.uz',
    'ftp://portal.example.uz',
    'https://user@portal.example.uz',
    'https://portal.example.uz?x=1',
  ])('stops the start on %s, naming the variable', (value) => {
    expect(() => parseCorsOrigins(value)).toThrow(/PLATON_CORS_ORIGINS/);
  });
});
