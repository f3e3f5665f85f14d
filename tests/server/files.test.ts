import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteFile } from '../../src/core/api/formMeta';
import { createFixtureForm, DOCX, EXE, multipart, PDF, PNG, uploadParts, type FixtureForm, type MultipartPart } from './filesFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let token: string;
let adminToken: string;
let form: FixtureForm;
let otherForm: FixtureForm;
let secretForm: FixtureForm;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CREATED_AT = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  adminToken = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  form = await createFixtureForm(t.db, 'uploads', [
    { type: 'input', data_field: 'title' },
    { type: 'file', data_field: 'attachments', allowed_extensions: 'pdf, TXT,docx,csv,dat' },
    { type: 'file', data_field: 'small', max_size: 1 },
    { type: 'file', data_field: 'anything' },
    { type: 'image', data_field: 'photo' },
  ]);
  otherForm = await createFixtureForm(t.db, 'other', [{ type: 'file', data_field: 'attachments' }]);
  secretForm = await createFixtureForm(t.db, 'secret', [{ type: 'file', data_field: 'attachments' }], { permission: 'secret.read' });
});
afterAll(async () => t?.close());

function post(parts: MultipartPart[], auth: string | null = token, url = '/api/files/upload/form') {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) } });
}

function upload(dataField: string, filename: string, content: Buffer, target: FixtureForm = form, auth: string | null = token) {
  return post(uploadParts({ elementId: target.elements[dataField], form: target.name }, { filename, content }), auth);
}

/** Every body file under the app's uploads folder, as paths relative to it. */
async function storedBodies(): Promise<string[]> {
  const entries = await readdir(t.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(t.uploadsDir, path.join(entry.parentPath, entry.name)));
}

async function fileRowCount(): Promise<number> {
  const row = await t.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(response: { statusCode: number; json(): unknown }, status: number, code: string, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ statusCode: status, error: expect.any(String), message, code });
}

describe('POST /files/upload/form', () => {
  it('stores a file and answers 201 with the RemoteFile; the download gives the same bytes with safe headers', async () => {
    const response = await upload('attachments', 'Ариза №1.pdf', PDF);
    expect(response.statusCode, response.body).toBe(201);
    const file = (response.json() as { data: RemoteFile }).data;
    expect(file).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Ариза №1.pdf',
      size: PDF.length,
      extension: 'pdf',
      createdAt: expect.stringMatching(CREATED_AT),
      kind: 'files',
      url: expect.any(String),
    });

    const row = await t.db.selectFrom('files').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'files', mime: 'application/pdf', is_public: false, form_element_id: form.elements.attachments });
    expect(row.user_id).toEqual(expect.any(Number));
    // The body lives under a name made of the id only.
    expect(await storedBodies()).toContain(path.join(file.id.slice(0, 2), file.id));

    // The answer's signed address opens it without a session (a link, a new tab).
    expect(file.url).toMatch(new RegExp(`^uploads/files/${file.id}\\?exp=\\d+&sig=[\\w-]+$`));
    const download = await t.app.inject({ url: `/api/${file.url}` });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, PDF)).toBe(0);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="_______1.pdf"; filename*=UTF-8''${encodeURIComponent('Ариза №1.pdf')}`,
    );
    // The preview asks for the PDF inline; the sandbox policy stays.
    const shown = await t.app.inject({ url: `/api/${file.url}&inline=true` });
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const text = await upload('attachments', 'note.txt', Buffer.from('not a pdf'));
    const textUrl = (text.json() as { data: RemoteFile }).data.url;
    expect((await t.app.inject({ url: `/api/${textUrl}&inline=true` })).headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves one byte range (HTTP Range, for seeking in a video preview and resumed downloads)', async () => {
    const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));
    const file = ((await upload('attachments', 'long.txt', content)).json() as { data: RemoteFile }).data;
    const url = `/api/${file.url}`;
    const whole = await t.app.inject({ url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;

    const middle = await t.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/1000');
    expect(middle.headers['content-length']).toBe('100');
    expect(Buffer.compare(middle.rawPayload, content.subarray(100, 200))).toBe(0);
    // The rest from a byte on, and the last bytes (a player reading an index at the end).
    expect((await t.app.inject({ url, headers: { range: 'bytes=990-' } })).rawPayload.toString()).toBe(content.subarray(990).toString());
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-5' } });
    expect([tail.statusCode, tail.headers['content-range'], tail.rawPayload.toString()]).toEqual([
      206,
      'bytes 995-999/1000',
      content.subarray(995).toString(),
    ]);
    // Past the end: 416 with the size; nonsense or several ranges: the whole body.
    const past = await t.app.inject({ url, headers: { range: 'bytes=5000-6000' } });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */1000']);
    expect((await t.app.inject({ url, headers: { range: 'pages=1-2' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { range: 'bytes=0-1,500-501' } })).statusCode).toBe(200);
    // A resumed download of another version gets the whole body; of this one, the range.
    expect((await t.app.inject({ url, headers: { range: 'bytes=10-19', 'if-range': '"elsewhere-1"' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { range: 'bytes=10-19', 'if-range': etag } })).statusCode).toBe(206);
    // Never compressed, even when the client takes gzip: the range counts the file's own bytes.
    const big = (
      (await upload('attachments', 'big.txt', Buffer.concat([content, content, content, content]))).json() as { data: RemoteFile }
    ).data;
    const gzip = await t.app.inject({
      url: `/api/${big.url}`,
      headers: { range: 'bytes=0-2999', 'accept-encoding': 'gzip, br' },
    });
    expect([gzip.statusCode, gzip.headers['content-encoding'], gzip.rawPayload.length]).toEqual([206, undefined, 3000]);
    // The signed-in address too.
    const signedIn = await t.app.inject({
      url: `/api/uploads/auth/files/${file.id}`,
      headers: { authorization: `Bearer ${token}`, range: 'bytes=0-9' },
    });
    expect([signedIn.statusCode, signedIn.rawPayload.toString()]).toEqual([206, content.subarray(0, 10).toString()]);
  });

  it('formats createdAt in Asia/Tashkent (UTC+5)', async () => {
    const response = await upload('attachments', 'time.txt', Buffer.from('time'));
    const file = (response.json() as { data: RemoteFile }).data;
    const row = await t.db.selectFrom('files').select('created_at').where('id', '=', file.id).executeTakeFirstOrThrow();
    const tashkent = new Date(new Date(row.created_at).getTime() + 5 * 3600_000).toISOString();
    const [date, time] = [tashkent.slice(0, 10).split('-').reverse().join('.'), tashkent.slice(11, 19)];
    expect(file.createdAt).toBe(`${date} ${time}`);
  });

  it('stores an image as kind images and serves it inline as image/png', async () => {
    const response = await upload('photo', 'avatar.PNG', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const file = (response.json() as { data: RemoteFile }).data;
    expect(file).toMatchObject({ kind: 'images', extension: 'png', size: PNG.length });

    expect(file.url).toMatch(new RegExp(`^uploads/images/${file.id}\\?`));
    const shown = await t.app.inject({ url: `/api/${file.url}` });
    expect(shown.statusCode).toBe(200);
    expect(Buffer.compare(shown.rawPayload, PNG)).toBe(0);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="avatar.PNG"; filename*=UTF-8''avatar.PNG`);
    // The address names the kind: an image is not a file and vice versa.
    expect((await t.app.inject({ url: `/api/${file.url!.replace('uploads/images/', 'uploads/files/')}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/uploads/files/${file.id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      404,
    );
  });

  it('accepts a docx (a zip with the Office parts) and serves it with the Office MIME type', async () => {
    const response = await upload('attachments', 'report.docx', DOCX);
    expect(response.statusCode, response.body).toBe(201);
    const file = (response.json() as { data: RemoteFile }).data;
    const download = await t.app.inject({ url: `/api/${file.url}` });
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Buffer.compare(download.rawPayload, DOCX)).toBe(0);
  });

  it('refuses a body over the element max_size with 413 and the size in the message, and keeps nothing', async () => {
    const rowsBefore = await fileRowCount();
    const bodiesBefore = await storedBodies();
    const response = await upload('small', 'big.txt', Buffer.alloc(1025, 'a'));
    expectRefused(response, 413, 'FILE_TOO_LARGE', 'Файл ўлчами 1 KB гача бўлиши мумкин');
    expect(await fileRowCount()).toBe(rowsBefore);
    expect(await storedBodies()).toEqual(bodiesBefore);

    // Exactly the limit is allowed (KB x 1024, docs/behaviour.md §5).
    expect((await upload('small', 'fits.txt', Buffer.alloc(1024, 'a'))).statusCode).toBe(201);
  });

  it('refuses an extension outside allowed_extensions (case-insensitive) with 415', async () => {
    expectRefused(await upload('attachments', 'setup.exe', EXE), 415, 'FILE_TYPE_NOT_ALLOWED', 'Бу турдаги файлни юклаб бўлмайди');
    expectRefused(await upload('attachments', 'no-extension', PDF), 415, 'FILE_TYPE_NOT_ALLOWED', 'Бу турдаги файлни юклаб бўлмайди');
    expect((await upload('attachments', 'SCAN.PDF', PDF)).statusCode).toBe(201);
    expect((await upload('attachments', 'notes.TXT', Buffer.from('notes'))).statusCode).toBe(201);
  });

  it('refuses content that does not match its extension: renamed PNG or executable, binary text', async () => {
    const mismatch = ['FILE_CONTENT_MISMATCH', 'Файл мазмуни унинг турига мос келмайди'] as const;
    const rowsBefore = await fileRowCount();
    expectRefused(await upload('attachments', 'picture.pdf', PNG), 415, ...mismatch);
    expectRefused(await upload('attachments', 'invoice.pdf', EXE), 415, ...mismatch);
    expectRefused(await upload('attachments', 'readme.txt', EXE), 415, ...mismatch);
    expectRefused(await upload('attachments', 'table.csv', Buffer.from('a,b\n1,\u00002\n', 'latin1')), 415, ...mismatch);
    expectRefused(await upload('attachments', 'letter.docx', PDF), 415, ...mismatch);
    // An extension nobody knows still may not hide a recognised executable.
    expectRefused(await upload('attachments', 'payload.dat', EXE), 415, ...mismatch);
    expect(await fileRowCount()).toBe(rowsBefore);
    expect((await upload('attachments', 'data.dat', Buffer.from([1, 2, 3, 0, 4]))).statusCode).toBe(201);
  });

  it('an image element takes only JPEG, PNG, GIF and WebP', async () => {
    const notImage = ['NOT_AN_IMAGE', 'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин'] as const;
    expectRefused(await upload('photo', 'scan.pdf', PDF), 415, ...notImage);
    expectRefused(await upload('photo', 'scan.png', PDF), 415, ...notImage);
    expectRefused(
      await upload('photo', 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      415,
      ...notImage,
    );
    expectRefused(await upload('photo', 'photo.jpg', PNG), 415, 'FILE_CONTENT_MISMATCH', 'Файл мазмуни унинг турига мос келмайди');
  });

  it('refuses an unknown element, an element of another form, another project and a non-file element', async () => {
    const notFound = ['ELEMENT_NOT_FOUND', 'Форма элементи топилмади'] as const;
    expectRefused(await post(uploadParts({ elementId: 999999, form: form.name }, { filename: 'a.pdf', content: PDF })), 404, ...notFound);
    expectRefused(
      await post(uploadParts({ elementId: otherForm.elements.attachments, form: form.name }, { filename: 'a.pdf', content: PDF })),
      404,
      ...notFound,
    );
    expectRefused(
      await post(uploadParts({ elementId: form.elements.attachments, form: 'no_such_form' }, { filename: 'a.pdf', content: PDF })),
      404,
      ...notFound,
    );
    expectRefused(
      await post(
        uploadParts(
          { elementId: form.elements.attachments, form: form.name, projectId: 'someone-else' },
          { filename: 'a.pdf', content: PDF },
        ),
      ),
      404,
      ...notFound,
    );
    expectRefused(await upload('title', 'a.pdf', PDF), 400, 'NOT_A_FILE_ELEMENT', 'Бу майдонга файл юклаб бўлмайди');
    expectRefused(
      await post(uploadParts({ elementId: 'abc', form: form.name }, { filename: 'a.pdf', content: PDF })),
      400,
      'BAD_UPLOAD',
      'Юклаш сўрови нотўғри',
    );
  });

  it('needs the form permission (admins read every form)', async () => {
    expectRefused(await upload('attachments', 'a.pdf', PDF, secretForm), 403, 'FORM_FORBIDDEN', 'Бу саҳифа кўришга рўхсат берилмаган');
    expect((await upload('attachments', 'a.pdf', PDF, secretForm, adminToken)).statusCode).toBe(201);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const rowsBefore = await fileRowCount();
    const response = await upload('attachments', 'a.pdf', PDF, form, null);
    expect(response.statusCode).toBe(401);
    expect(await fileRowCount()).toBe(rowsBefore);
  });

  it('a path in the file name has no effect: only the last segment is kept as data, the body gets a random name', async () => {
    const hostile = ['../../../../outside.pdf', '..\\..\\windows.pdf', '/etc/absolute.pdf'];
    for (const filename of hostile) {
      const response = await upload('attachments', filename, PDF);
      expect(response.statusCode, response.body).toBe(201);
      const file = (response.json() as { data: RemoteFile }).data;
      expect(file.name).toBe(filename.split(/[\\/]/).pop());
      expect(await storedBodies()).toContain(path.join(file.id.slice(0, 2), file.id));
    }
    expect(existsSync(path.resolve(t.uploadsDir, '../../../../outside.pdf'))).toBe(false);
    expect(existsSync(path.resolve(t.uploadsDir, '..', 'outside.pdf'))).toBe(false);
    expect((await storedBodies()).every((body) => /^[0-9a-f]{2}[\\/][0-9a-f-]{36}$/.test(body))).toBe(true);
  });

  it('a quote or semicolon in the name cannot break the Content-Disposition header', async () => {
    // A quoted-string escape: the server receives the name `a"; filename=evil.html; x=.pdf`.
    const response = await upload('attachments', 'a\\"; filename=evil.html; x=.pdf', PDF);
    expect(response.statusCode, response.body).toBe(201);
    const file = (response.json() as { data: RemoteFile }).data;
    expect(file.name).toBe('a"; filename=evil.html; x=.pdf');
    const download = await t.app.inject({ url: `/api/${file.url}` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._%-]+$/);
  });

  it('takes the file before the text fields too, and still checks everything', async () => {
    const [id, project, source, file] = uploadParts(
      { elementId: form.elements.attachments, form: form.name },
      { filename: 'first.pdf', content: PDF },
    );
    const ok = await post([file, id, project, source]);
    expect(ok.statusCode, ok.body).toBe(201);

    const bodiesBefore = await storedBodies();
    const [, , , exe] = uploadParts({ elementId: form.elements.attachments, form: form.name }, { filename: 'first.pdf', content: EXE });
    expectRefused(await post([exe, id, project, source]), 415, 'FILE_CONTENT_MISMATCH', 'Файл мазмуни унинг турига мос келмайди');
    const [wrongId] = uploadParts({ elementId: 999999, form: form.name }, { filename: 'x', content: PDF });
    expectRefused(await post([file, wrongId, project, source]), 404, 'ELEMENT_NOT_FOUND', 'Форма элементи топилмади');
    const [, , , big] = uploadParts(
      { elementId: form.elements.small, form: form.name },
      { filename: 'big.txt', content: Buffer.alloc(2000, 'b') },
    );
    const [smallId] = uploadParts({ elementId: form.elements.small, form: form.name }, { filename: 'x', content: PDF });
    expectRefused(await post([big, smallId, project, source]), 413, 'FILE_TOO_LARGE', 'Файл ўлчами 1 KB гача бўлиши мумкин');
    // A project id sent after the file is still checked.
    const [, wrongProject] = uploadParts(
      { elementId: form.elements.attachments, form: form.name, projectId: 'someone-else' },
      { filename: 'x', content: PDF },
    );
    expectRefused(await post([id, source, file, wrongProject]), 404, 'ELEMENT_NOT_FOUND', 'Форма элементи топилмади');
    expect(await storedBodies()).toEqual(bodiesBefore);
  });

  it('answers 400 for a request without a file, with two files, or that is not multipart', async () => {
    const parts = uploadParts({ elementId: form.elements.attachments, form: form.name }, { filename: 'a.pdf', content: PDF });
    expectRefused(await post(parts.slice(0, 3)), 400, 'NO_FILE', 'Файл танланмаган');
    expectRefused(
      await post([...parts.slice(0, 3), { name: 'file', filename: '', content: Buffer.alloc(0) }]),
      400,
      'NO_FILE',
      'Файл танланмаган',
    );
    expectRefused(await post([...parts, { ...parts[3], filename: 'b.pdf' }]), 400, 'BAD_UPLOAD', 'Юклаш сўрови нотўғри');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload/form',
      headers: { authorization: `Bearer ${token}` },
      payload: { form_element_id: form.elements.attachments, data_source: form.name },
    });
    expectRefused(json, 400, 'BAD_UPLOAD', 'Юклаш сўрови нотўғри');
  });
});

describe('downloads', () => {
  let file: RemoteFile;

  beforeAll(async () => {
    file = ((await upload('attachments', 'private.pdf', PDF)).json() as { data: RemoteFile }).data;
  });

  it('GET /uploads/auth/files/{id} needs a token, in the header or in ?_bearer_token=', async () => {
    expect((await t.app.inject({ url: `/api/uploads/auth/files/${file.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/uploads/auth/files/${file.id}?_bearer_token=not-a-token` })).statusCode).toBe(401);
    const byQuery = await t.app.inject({ url: `/api/uploads/auth/files/${file.id}?_bearer_token=${token}` });
    expect(byQuery.statusCode).toBe(200);
    expect(Buffer.compare(byQuery.rawPayload, PDF)).toBe(0);
    expect(byQuery.headers['content-disposition']).toMatch(/^attachment; /);
    expect(byQuery.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(byQuery.headers['cache-control']).toMatch(/^private, /);
    const byHeader = await t.app.inject({ url: `/api/uploads/auth/files/${file.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.statusCode).toBe(200);
  });

  it('answers 404 for a malformed id, an unknown id and a body gone from disk', async () => {
    for (const id of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({ url: `/api/uploads/files/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Файл топилмади', code: 'FILE_NOT_FOUND' });
    }
    const gone = ((await upload('attachments', 'gone.pdf', PDF)).json() as { data: RemoteFile }).data;
    await rm(path.join(t.uploadsDir, gone.id.slice(0, 2), gone.id));
    expect((await t.app.inject({ url: `/api/${gone.url}` })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the upload and download routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths['/api/files/upload/form'].post.responses)).toEqual(expect.arrayContaining(['201', '401', '413', '415']));
    expect(Object.keys(doc.paths['/api/web/v1/public/forms/file/upload'].post.responses)).toEqual(
      expect.arrayContaining(['201', '404', '429']),
    );
    for (const download of ['/api/uploads/files/{id}', '/api/uploads/images/{id}', '/api/uploads/auth/files/{id}']) {
      expect(Object.keys(doc.paths[download].get.responses), download).toEqual(expect.arrayContaining(['200', '404']));
    }
  });
});
