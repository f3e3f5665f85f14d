import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../src/core/api/jobContract';
import type { RemoteFile } from '../../src/core/api/formMeta';
import { createS3Storage } from '../../server/files/createS3Storage';
import type { FileStorage } from '../../server/files/createFileStorage';
import { multipart, PDF, uploadParts } from './filesFixture';
import { login } from './login';
import { createFormFixture } from './support/formFixture';
import { createTestApp, type TestApp } from './testApp';

/**
 * Issue 14: file bodies in an S3-compatible object store, over HTTP against s3rver (an S3 protocol server
 * started here, not a stub of ours), through the official AWS SDK: uploads, downloads with byte ranges,
 * deletion, and a background export's result.
 */
let s3: { close(): Promise<void> };
let folder: string;
let storage: FileStorage;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'platon-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: folder,
    silent: true,
    configureBuckets: [{ name: 'platon-test' }],
  });
  const address = (await server.run()) as AddressInfo;
  s3 = server;
  storage = createS3Storage({
    bucket: 'platon-test',
    client: {
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
  });
  t = await createTestApp({ demo: true, storage, jobs: { pollMs: 100, heartbeatMs: 100 } });
  admin = (await login(t.app, 'admin', 'admin123')).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores a body, reads it back whole and by range, refuses one over its limit, and deletes it', async () => {
    const body = Buffer.from('0123456789'.repeat(100));
    const saved = await storage.save('0f0e0d0c-0b0a-4000-8000-000000000001', Readable.from([body]), 10_000);
    expect(saved).toMatchObject({ ok: true, key: '0f/0f0e0d0c-0b0a-4000-8000-000000000001', size: 1000, hasNul: false });
    const whole = await storage.open('0f/0f0e0d0c-0b0a-4000-8000-000000000001');
    expect(whole!.size).toBe(1000);
    expect(Buffer.concat(await whole!.stream.toArray()).equals(body)).toBe(true);
    const part = await storage.open('0f/0f0e0d0c-0b0a-4000-8000-000000000001', { start: 10, end: 19 });
    expect([part!.size, Buffer.concat(await part!.stream.toArray()).toString()]).toEqual([1000, '0123456789']);

    const big = await storage.save('0f0e0d0c-0b0a-4000-8000-000000000002', Readable.from([Buffer.alloc(5000), Buffer.alloc(5000)]), 6000);
    expect(big).toEqual({ ok: false, tooLarge: true });
    expect(await storage.open('0f/0f0e0d0c-0b0a-4000-8000-000000000002')).toBeNull();

    await storage.remove('0f/0f0e0d0c-0b0a-4000-8000-000000000001');
    expect(await storage.open('0f/0f0e0d0c-0b0a-4000-8000-000000000001')).toBeNull();
  });

  it('serves a form’s upload from the object store, with ranges', async () => {
    const fixture = await createFormFixture(t.db);
    const form = await t.db.selectFrom('forms').select('id').where('name', '=', fixture.form).executeTakeFirstOrThrow();
    const element = await t.db
      .selectFrom('form_elements')
      .select('id')
      .where('form_id', '=', form.id)
      .where('data_field', '=', 'attachments')
      .executeTakeFirstOrThrow();
    const { payload, headers } = multipart(
      uploadParts({ elementId: element.id, form: fixture.form }, { filename: 'ариза.pdf', content: PDF }),
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/form',
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data as RemoteFile;
    // Through the upload answer's signed address (the bare id opens nothing: docs/files.md).
    const download = await t.app.inject({ url: `/api/${file.url}` });
    expect([download.statusCode, download.rawPayload.equals(PDF)]).toEqual([200, true]);
    const range = await t.app.inject({ url: `/api/${file.url}`, headers: { range: 'bytes=0-7' } });
    expect([range.statusCode, range.headers['content-range'], range.rawPayload.toString()]).toEqual([
      206,
      `bytes 0-7/${PDF.length}`,
      '%PDF-1.4',
    ]);
  });

  it('keeps a background export’s workbook there, downloadable until its job is deleted', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/export/regions',
      payload: {},
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(started.statusCode, started.body).toBe(202);
    let job: Job = started.json().data;
    for (let tries = 0; job.status === 'queued' || job.status === 'running'; tries += 1) {
      if (tries > 300) throw new Error('the export job did not end');
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { authorization: `Bearer ${admin}` } })).json().data;
    }
    expect(job.status).toBe('done');
    const download = await t.app.inject({
      url: `/api/uploads/auth/files/${job.resultFileId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount).toBeGreaterThan(1);

    const { storage_key: key } = await t.db
      .selectFrom('files')
      .select('storage_key')
      .where('id', '=', job.resultFileId!)
      .executeTakeFirstOrThrow();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: { authorization: `Bearer ${admin}` } })).statusCode,
    ).toBe(204);
    expect(await storage.open(key)).toBeNull();
  });
});
