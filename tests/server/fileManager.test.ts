import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileCategory, ManagedFile } from '../../src/core/api/fileManagerContract';
import { EXE, multipart, PDF, uploadParts, type MultipartPart } from './filesFixture';
import { createFormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/** Issue 14: the file manager's API (`/api/file-manager/*`), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: string;
let manager: string;
let user: string;
let category: string;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  manager = await fixtureUserToken(t.app, t.db, ['platon.file-manager']);
  user = await fixtureUserToken(t.app, t.db, ['appeals.read']);
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO file_categories (name, allowed_extensions, max_size) VALUES ('Ҳужжатлар', 'pdf, txt', 2) RETURNING id`.execute(t.db);
  category = String(rows[0]!.id);
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function upload(parts: MultipartPart[], token = admin) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/file-manager/upload', payload, headers: { ...headers, ...auth(token) } });
}

const into = (folder: string, filename: string, content: Buffer, into = category): MultipartPart[] => [
  { name: 'category', value: into },
  { name: 'folder', value: folder },
  { name: 'file', filename, content },
];

async function list(query: string, token = admin) {
  const response = await t.app.inject({ url: `/api/file-manager/files?${query}`, headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { folders: string[]; files: ManagedFile[]; total: number };
}

describe('the file manager', () => {
  it('keeps uploads in their category and folder, browsed folder by folder, searched across folders', async () => {
    const report = await upload(into('Ҳисоботлар/2026', 'йиллик.pdf', PDF));
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().data).toMatchObject({
      name: 'йиллик.pdf',
      extension: 'pdf',
      mime: 'application/pdf',
      folder: 'Ҳисоботлар/2026',
      orphan: false,
      createdAt: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/),
    });
    expect((await upload(into('/', 'note.txt', Buffer.from('hello')))).statusCode).toBe(201);

    const top = await list(`category=${category}`);
    expect(top.folders).toEqual(['Ҳисоботлар']);
    expect(top.files.map((file) => file.name)).toEqual(['note.txt']);
    expect((await list(`category=${category}&folder=${encodeURIComponent('Ҳисоботлар')}`)).folders).toEqual(['2026']);
    const deep = await list(`category=${category}&folder=${encodeURIComponent('Ҳисоботлар/2026/')}`);
    expect(deep).toMatchObject({ folders: [], total: 1 });
    expect(deep.files[0]!.name).toBe('йиллик.pdf');
    // Search looks in every folder of the category.
    const found = await list(`category=${category}&search=${encodeURIComponent('ЙИЛ')}`);
    expect(found.files.map((file) => file.name)).toEqual(['йиллик.pdf']);
    const bySize = await list(`category=${category}&search=.&sort=size&order=-1`);
    expect(bySize.files.map((file) => file.name)).toEqual(['йиллик.pdf', 'note.txt']);

    const categories = (
      await t.app.inject({ url: '/api/file-manager/categories', headers: { ...auth(admin), 'accept-language': 'en' } })
    ).json().data as FileCategory[];
    expect(categories.find((item) => item.key === category)).toMatchObject({
      name: 'Ҳужжатлар',
      count: 2,
      size: PDF.length + 5,
      uploadable: true,
      allowedExtensions: 'pdf, txt',
      maxSize: 2,
    });
    expect(categories.filter((item) => !item.uploadable).map((item) => [item.key, item.name])).toEqual([
      ['forms', 'Form files'],
      ['system', 'System files'],
    ]);
  });

  it('checks uploads as a form would, with the category’s extensions and size', async () => {
    const exe = await upload(into('', 'setup.exe', EXE));
    expect(exe.statusCode).toBe(415);
    const renamed = await upload(into('', 'fake.pdf', EXE));
    expect(renamed.statusCode).toBe(415);
    const big = await upload(into('', 'big.txt', Buffer.alloc(3 * 1024, 'a')));
    expect(big.statusCode).toBe(413);
    expect((await upload(into('../../etc', 'x.txt', Buffer.from('x')))).statusCode).toBe(400);
    expect((await upload(into('', 'x.txt', Buffer.from('x'), '999999'))).statusCode).toBe(404);
    expect((await upload(into('', 'x.txt', Buffer.from('x'), 'forms'))).statusCode).toBe(404);
    expect((await list(`category=${category}&search=setup`)).total).toBe(0);
  });

  it('says which records use a file, refuses to delete it then, and deletes an unused one with its body', async () => {
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
    const attached = (
      await t.app.inject({ method: 'POST', url: '/api/files/upload/form', payload, headers: { ...headers, ...auth(admin) } })
    ).json().data as ManagedFile;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${fixture.form}/records`,
      payload: { values: { title: 'Мурожаат', amount: 1, attachments: [{ id: attached.id }] } },
      headers: auth(admin),
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const usage = await t.app.inject({ url: `/api/file-manager/files/${attached.id}/usage`, headers: auth(admin) });
    expect(usage.json().data).toEqual([
      { form: fixture.form, title: expect.any(String), field: 'attachments', recordId: String(saved.json().data.id) },
    ]);
    const inForms = await list('category=forms');
    expect(inForms.files.map((file) => file.id)).toContain(attached.id);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/file-manager/files/${attached.id}`,
      headers: { ...auth(admin), 'accept-language': 'en' },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'The file is used in records: remove it from them first']);

    const note = (await list(`category=${category}`)).files.find((file) => file.name === 'note.txt')!;
    expect((await t.app.inject({ url: `/api/file-manager/files/${note.id}/usage`, headers: auth(admin) })).json().data).toEqual([]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/file-manager/files/${note.id}`, headers: auth(admin) });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/uploads/files/${note.id}` })).statusCode).toBe(404);
    expect(existsSync(path.join(t.uploadsDir, note.id.slice(0, 2), note.id))).toBe(false);
    const audit = await t.db
      .selectFrom('user_logs')
      .select('action_type')
      .where('action_type', 'in', ['fileUpload', 'fileDelete'])
      .execute();
    expect(new Set(audit.map((row) => row.action_type))).toEqual(new Set(['fileUpload', 'fileDelete']));
  });

  it('is for administrators and file managers only', async () => {
    expect((await list(`category=${category}`, manager)).folders).toEqual(['Ҳисоботлар']);
    for (const url of ['/api/file-manager/categories', `/api/file-manager/files?category=${category}`]) {
      expect((await t.app.inject({ url, headers: auth(user) })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await upload(into('', 'x.txt', Buffer.from('x')), user)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/file-manager/files?category=${category}&folder=${encodeURIComponent('a/../b')}`,
          headers: auth(admin),
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/file-manager/files?category=nope', headers: auth(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/file-manager/files?category=${category}&search=%00`, headers: auth(admin) })).statusCode).toBe(
      400,
    );
  });
});
