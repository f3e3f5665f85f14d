import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { createTestApp, type TestApp } from './testApp';

const PARTNER = 'https://partner.example';

let root: string;
let t: TestApp;
let fixture: FormFixture;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platon-cors-'));
  await mkdir(path.join(root, 'dist', 'elements'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'elements', 'platon.js'), 'export {};\n');
  t = await createTestApp({ demo: false, staticRoot: root });
  fixture = await createFormFixture(t.db, { form: { is_public: true } });
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const preflight = (url: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: PARTNER, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
  });

describe('a partner page on another origin (docs/architecture.md public forms)', () => {
  it('may load the runtime and start it: modules, project info and translations allow any origin', async () => {
    for (const url of ['/platon/platon.js', '/api/info', '/api/web/assets/translations?locale=uz']) {
      const response = await t.app.inject({ url, headers: { origin: PARTNER } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('answers the preflight of a public submission and of the public upload, without credentials or Authorization', async () => {
    for (const url of [`/api/public/forms/${fixture.form}/records`, '/api/web/v1/public/forms/file/upload']) {
      const response = await preflight(url);
      expect(response.statusCode, url).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(String(response.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(['accept', 'accept-language', 'content-type']);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const definition = await t.app.inject({ url: `/api/public/forms/${fixture.form}`, headers: { origin: PARTNER } });
    expect(definition.statusCode).toBe(200);
    expect(definition.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps signed-in calls same-origin: no CORS headers, and their preflight refused (origin not on PLATON_CORS_ORIGINS)', async () => {
    const form = await t.app.inject({ url: `/api/forms/${fixture.form}`, headers: { origin: PARTNER } });
    expect(form.statusCode).toBe(401);
    expect(form.headers['access-control-allow-origin']).toBeUndefined();
    const save = await preflight(`/api/forms/${fixture.form}/records`);
    expect(save.headers['access-control-allow-origin']).toBeUndefined();
    expect(save.statusCode).toBe(403);
    const upload = await preflight('/api/files/upload/form');
    expect(upload.headers['access-control-allow-origin']).toBeUndefined();
  });
});
