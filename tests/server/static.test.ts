import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAKED, staticFuzzPaths } from './fuzz/staticPaths';
import { createTestApp, type TestApp } from './testApp';

let root: string;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platon-static-'));
  await mkdir(path.join(root, 'dist', 'elements'), { recursive: true });
  await mkdir(path.join(root, 'demo', 'examples'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'elements', 'platon.js'), 'export {};\n');
  await writeFile(path.join(root, 'dist', 'elements', 'chunk-7QX2KD4M.js'), 'export const x = 1;\n');
  await writeFile(path.join(root, 'dist', 'elements', 'custom-elements.json'), '{"schemaVersion":"2.1.0","modules":[]}\n');
  await writeFile(path.join(root, 'dist', 'elements', 'platon.d.ts'), 'export interface PlatonTableElement extends HTMLElement {}\n');
  await writeFile(path.join(root, 'secret.txt'), 'top secret');
  // The bait the traversal paths aim at: what the server's own folder holds beside its static trees.
  await writeFile(path.join(root, 'package.json'), '{ "name": "platon" }\n');
  await mkdir(path.join(root, 'dist', 'hosts', 'plain'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'hosts', 'plain', 'index.html'), '<!doctype html><title>plain host</title>');
  await writeFile(path.join(root, 'demo', 'app.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'demo', 'auth.html'), '<!doctype html><title>auth</title>');
  await writeFile(path.join(root, 'demo', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'demo', 'examples', 'index.html'), '<!doctype html><title>examples</title>');
  await writeFile(path.join(root, 'demo', 'examples', 'legacy-portal.html'), '<!doctype html><title>legacy</title>');
  t = await createTestApp({ staticRoot: root });
});

afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('static files and the single-page fallback', () => {
  it('serves the runtime: entry files revalidated, hashed chunks cached for a year', async () => {
    const entry = await get('/platon/platon.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/platon/chunk-7QX2KD4M.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the elements' manifest and typings beside the runtime, revalidated like the entries", async () => {
    const manifest = await get('/platon/custom-elements.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ schemaVersion: '2.1.0', modules: [] });
    const typings = await get('/platon/platon.d.ts');
    expect(typings.statusCode).toBe(200);
    expect(typings.headers['cache-control']).toBe('no-cache');
    // Not video/mp2t, which the mime table says for .ts.
    expect(typings.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(typings.body).toContain('PlatonTableElement');
  });

  it('answers a missing runtime file with a plain-text hint to build', async () => {
    const missing = await get('/platon/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body).toContain('npm run build');
  });

  it('serves the demo host pages under /examples/', async () => {
    expect((await get('/examples/legacy-portal.html')).body).toContain('legacy');
    expect((await get('/examples/')).body).toContain('examples');
    expect((await get('/examples/missing.html')).statusCode).toBe(404);
  });

  it('answers directories, encoded traversal, NUL and over-long names under the static trees with a 4xx (issue 39)', async () => {
    // Before, the first two made the process exit: the error handler rethrew @fastify/static's 403.
    const refused = [
      '/platon/',
      '/platon//',
      '/examples/..%2f..%2fsecret.txt',
      '/platon/..%2f..%2fsecret.txt',
      '/examples/..%2F..%2F..%2Fetc%2Fpasswd',
      '/platon/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/examples/%00',
      '/platon/a%00.js',
      `/platon/${'a'.repeat(5000)}.js`,
      `/examples/${'a'.repeat(300)}`,
      '/examples/%',
      '/platon/%E0%A4%A',
    ];
    for (const url of refused) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('top secret');
    }
    // Dot segments the router resolves itself leave the tree: the shell's fallback answers, never the file.
    const resolved = await get('/examples/%2e%2e/%2e%2e/secret.txt');
    expect(resolved.statusCode).toBeLessThan(500);
    expect(resolved.body).not.toContain('top secret');
    expect((await get('/platon/platon.js')).statusCode).toBe(200);
  });

  it('answers every path of the static fuzz (directories, encodings, traversal) below 500 and leaks no file', async () => {
    const failures: string[] = [];
    for (const url of staticFuzzPaths(39, 300)) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        if (response.statusCode >= 500) failures.push(`${method} ${url.slice(0, 120)} -> ${response.statusCode}`);
        if (LEAKED.some((leak) => leak.test(response.body)) || response.body.includes('top secret'))
          failures.push(`${method} ${url} leaked`);
      }
    }
    expect(failures).toEqual([]);
    expect((await get('/demo/hosts/plain/')).body).toContain('plain host');
  });

  it('redirects /login to /auth/user keeping the query string', async () => {
    const response = await get('/login?next=%2Ftables%2Fappeals&locale=ru');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/user?next=%2Ftables%2Fappeals&locale=ru');
  });

  it('serves auth.html for /auth/user and below', async () => {
    for (const url of ['/auth/user', '/auth/user/otp', '/auth/user?next=/x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>auth</title>');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('falls back to app.html for any other GET (history-mode deep links)', async () => {
    for (const url of ['/', '/tables/appeals', '/forms/appeals/12?_target=modal_0', '/system/profile']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
    }
    expect((await t.app.inject({ method: 'POST', url: '/tables/appeals' })).statusCode).toBe(404);
    expect((await get('/api/unknown')).json().statusCode).toBe(404);
  });

  it('serves the icon the pages name, and sends /favicon.ico there instead of the shell page', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const legacy = await get('/favicon.ico');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/favicon.svg');
  });

  it('says to build when the host pages are missing', async () => {
    const bare = await mkdtemp(path.join(tmpdir(), 'platon-bare-'));
    const other = await createTestApp({ staticRoot: bare });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/tables/appeals' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
      expect((await other.app.inject({ method: 'GET', url: '/platon/platon.js' })).body).toContain('npm run build');
    } finally {
      await other.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
