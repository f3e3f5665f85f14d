import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableFixture, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

// Issue 13: big JSON (a 10,000-row page is 3.3 MB) travels compressed by the request's Accept-Encoding,
// the runtime's files are sent as the build compressed them, and the stable entry answers a revalidation
// with 304 while hashed chunks are cached for a year.
let t: TestApp;
let table: TableFixture;
let root: string;
const ENTRY = `export const runtime = '${'platon '.repeat(400)}';\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platon-compress-'));
  const elements = path.join(root, 'dist', 'elements');
  await mkdir(elements, { recursive: true });
  await mkdir(path.join(root, 'demo', 'examples'), { recursive: true });
  await writeFile(path.join(root, 'demo', 'app.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'demo', 'auth.html'), '<!doctype html><title>auth</title>');
  // As scripts/compress-assets.mjs leaves them: the file and its .br and .gz beside it.
  await writeFile(path.join(elements, 'platon.js'), ENTRY);
  await writeFile(path.join(elements, 'platon.js.br'), brotliCompressSync(ENTRY));
  await writeFile(path.join(elements, 'platon.js.gz'), gzipSync(ENTRY));
  await writeFile(path.join(elements, 'TableElement-ABCD1234.js'), ENTRY);
  await writeFile(path.join(elements, 'TableElement-ABCD1234.js.br'), brotliCompressSync(ENTRY));
  t = await createTestApp({ demo: false, staticRoot: root });
  table = await createTableFixture(t.db, { rows: 300, table: { is_public: true } });
}, 240_000);
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const page = (headers: Record<string, string> = {}) => t.app.inject({ url: `/api/public/tables/${table.name}/data?size=300`, headers });

describe('compressed responses', () => {
  it('sends a big JSON answer brotli- or gzip-compressed by Accept-Encoding, the same data as uncompressed', async () => {
    const plain = await page({ 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = plain.json().data.rows;
    expect(rows).toHaveLength(300);

    const br = await page({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.rows).toEqual(rows);

    const gzip = await page({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.rows).toEqual(rows);
  });

  it('leaves small answers and clients without Accept-Encoding alone, and keeps the security headers', async () => {
    const none = await page();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json().data.rows).toHaveLength(300);
    // Under 1 KiB compressing saves nothing worth the work.
    const small = await t.app.inject({ url: `/api/public/tables/${table.name}/data?size=1`, headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.rows).toHaveLength(1);
    const br = await page({ 'accept-encoding': 'br' });
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['referrer-policy']).toBe('same-origin');
  });

  it('compresses the transfer encoding (application/json+base64) too', async () => {
    const encoded = await page({ 'accept-encoding': 'gzip', accept: 'application/json+base64' });
    expect(encoded.headers['content-type']).toMatch(/^application\/json\+base64/);
    expect(encoded.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(encoded.rawPayload).toString();
    expect(JSON.parse(Buffer.from(text, 'base64').toString('utf8')).data.rows).toHaveLength(300);
  });
});

describe('the runtime files', () => {
  it("sends the build's .br or .gz of a file by Accept-Encoding, with the type of the file itself", async () => {
    const br = await t.app.inject({ url: '/platon/platon.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY);
    const gzip = await t.app.inject({ url: '/platon/platon.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY);
    const plain = await t.app.inject({ url: '/platon/platon.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });

  it('revalidates the stable entry (no-cache) with a 304 by ETag or Last-Modified, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const first = await t.app.inject({ url: '/platon/platon.js', headers: { 'accept-encoding': encoding } });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const modified = String(first.headers['last-modified']);
      expect(etag).toMatch(/^(W\/)?"/);
      expect(Date.parse(modified)).not.toBeNaN();
      const byTag = await t.app.inject({ url: '/platon/platon.js', headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(byTag.statusCode).toBe(304);
      expect(byTag.body).toBe('');
      const byDate = await t.app.inject({
        url: '/platon/platon.js',
        headers: { 'accept-encoding': encoding, 'if-modified-since': modified },
      });
      expect(byDate.statusCode).toBe(304);
    }
  });

  it('caches a hashed chunk for a year, also when it is sent compressed', async () => {
    const chunk = await t.app.inject({ url: '/platon/TableElement-ABCD1234.js', headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
