import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileLink } from '../../src/core/api/fileLinkContract';
import type { RemoteFile } from '../../src/core/api/formMeta';
import type { Job } from '../../src/core/api/jobContract';
import type { AdsTables } from '../../server/ads/AdvertisementsTable';
import { multipart, PDF, PNG, uploadParts } from './filesFixture';
import { login } from './login';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/**
 * Who may read a stored file (docs/files.md), on PGlite and PostgreSQL: the id alone opens nothing; a session
 * opens what its user may read (their uploads and job results, files of records they may read); the answers
 * that show a file carry a signed link that opens that one file for a few minutes.
 */
let t: TestApp;
let uploader: string;
let reader: string;
let outsider: string;
let admin: string;
let guarded: FormFixture;
let open: FormFixture;
let publicForm: FormFixture;

beforeAll(async () => {
  t = await createTestApp({ demo: true, jobs: { pollMs: 100, heartbeatMs: 100 } });
  [uploader, reader, outsider] = await Promise.all([
    fixtureUserToken(t.app, t.db, ['files.read']),
    fixtureUserToken(t.app, t.db, ['files.read']),
    fixtureUserToken(t.app, t.db, []),
  ]);
  admin = (await login(t.app, 'admin', 'admin123')).token;
  guarded = await createFormFixture(t.db, { form: { permission: 'files.read' } });
  open = await createFormFixture(t.db);
  publicForm = await createFormFixture(t.db, { form: { is_public: true } });
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string | null, form: FormFixture, content = PDF, filename = 'ariza.pdf'): Promise<RemoteFile> {
  const { payload, headers } = multipart(uploadParts({ elementId: form.elementIds.attachments!, form: form.form }, { filename, content }));
  const response = await t.app.inject({
    method: 'POST',
    url: token ? '/api/files/upload/form' : '/api/web/v1/public/forms/file/upload',
    payload,
    headers: { ...headers, ...(token ? auth(token) : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function saveRecord(token: string, form: FormFixture, values: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/forms/${form.form}/records`,
    headers: auth(token),
    payload: { values },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; values: Record<string, unknown> };
}

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? auth(token) : {} });
const bare = (file: { id: string }) => `/api/uploads/files/${file.id}`;

describe('an upload', () => {
  it('is not served by its bare id: anonymous callers get 404, as for an unknown id', async () => {
    const file = await upload(uploader, guarded);
    for (const url of [bare(file), `/api/uploads/images/${file.id}`, `${bare(file)}?inline=true`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    }
  });

  it('is its uploader’s (and administrators’) until a save puts it in a record; others get 404', async () => {
    const file = await upload(uploader, guarded);
    const own = await get(bare(file), uploader);
    expect(own.statusCode).toBe(200);
    expect(Buffer.compare(own.rawPayload, PDF)).toBe(0);
    expect(own.headers['cache-control']).toBe('private, max-age=0, must-revalidate');
    expect((await get(bare(file), admin)).statusCode).toBe(200);
    // A reader of the form does not see an upload no record holds; nor does anyone else.
    for (const token of [reader, outsider]) {
      expect((await get(bare(file), token)).statusCode).toBe(404);
      expect((await get(`/api/uploads/auth/files/${file.id}`, token)).statusCode).toBe(404);
    }
    expect((await get(`/api/uploads/auth/files/${file.id}`, uploader)).statusCode).toBe(200);
    // A token that is not one is refused as such.
    expect((await get(bare(file), 'not-a-token')).statusCode).toBe(401);
  });

  it('saved into a record, is readable by whoever may read the record, through links the record carries', async () => {
    const file = await upload(uploader, guarded);
    const saved = await saveRecord(uploader, guarded, { title: 'Иловали', attachments: [{ id: file.id }] });
    const record = await get(`/api/forms/${guarded.form}/records/${saved.id}`, reader);
    expect(record.statusCode).toBe(200);
    const [shown] = record.json().data.values.attachments as RemoteFile[];
    expect(shown).toMatchObject({ id: file.id, url: expect.stringMatching(new RegExp(`^uploads/files/${file.id}\\?exp=\\d+&sig=`)) });
    // The saved answer carries the same link (one address per file for a while, so the browser's cache serves).
    expect((saved.values.attachments as RemoteFile[])[0]!.url).toBe(shown!.url);

    const signed = await get(`/api/${shown!.url}`);
    expect(signed.statusCode).toBe(200);
    expect(Buffer.compare(signed.rawPayload, PDF)).toBe(0);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(signed.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 60);

    const byReader = await get(bare(file), reader);
    expect(byReader.statusCode).toBe(200);
    expect(byReader.headers['cache-control']).toMatch(/^private, /);
    // Someone who may not read the form may not read its files either.
    expect((await get(`/api/forms/${guarded.form}/records/${saved.id}`, outsider)).statusCode).toBe(403);
    expect((await get(bare(file), outsider)).statusCode).toBe(404);
    expect((await get(`/api/uploads/auth/files/${file.id}?_bearer_token=${outsider}`)).statusCode).toBe(404);
  });

  it('cannot be reached by naming its id in a record of one’s own: the save drops it', async () => {
    const file = await upload(uploader, guarded);
    const saved = await saveRecord(outsider, open, { title: 'Бошқаники', attachments: [{ id: file.id }] });
    expect(saved.values.attachments).toEqual([]);
    // What the saver may read goes in, and stays when someone else edits the record later.
    const mine = await upload(outsider, open);
    const kept = await saveRecord(outsider, open, { title: 'Меники', attachments: [{ id: mine.id }] });
    expect((kept.values.attachments as RemoteFile[]).map((each) => each.id)).toEqual([mine.id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/forms/${open.form}/records/${kept.id}`,
      headers: auth(uploader),
      payload: { values: { title: 'Таҳрирланган', attachments: [{ id: mine.id }, { id: file.id }] }, version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data.values.attachments as RemoteFile[]).map((each) => each.id)).toEqual([mine.id, file.id]);
  });
});

describe('a signed link', () => {
  it('opens its one file until it expires, minutes later', async () => {
    const file = await upload(uploader, guarded);
    const other = await upload(uploader, guarded, Buffer.from('another body'), 'other.txt');
    expect((await get(`/api/${file.url}`)).statusCode).toBe(200);
    // Not for another id, nor with its signature changed or missing.
    const query = file.url!.slice(file.url!.indexOf('?'));
    expect((await get(`${bare(other)}${query}`)).statusCode).toBe(404);
    const sig = new URL(`http://x/${file.url}`).searchParams.get('sig')!;
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(`/api/${file.url!.replace(sig, forged)}`)).statusCode).toBe(404);
    expect((await get(`/api/${file.url!.replace(/&sig=.*$/, '')}`)).statusCode).toBe(404);
    const exp = Number(new URL(`http://x/${file.url}`).searchParams.get('exp'));
    expect((await get(`/api/${file.url!.replace(`exp=${exp}`, `exp=${exp + 900}`)}`)).statusCode).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1000);
    expect((await get(`/api/${file.url}`)).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000);
    const expired = await get(`/api/${file.url}`);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  it('is given afresh by GET uploads/files/{id}/link to whoever may read the file, and to nobody else', async () => {
    const image = await (async () => {
      const form = await createFormFixture(t.db, {
        form: { permission: 'files.read' },
        elements: () => [{ type: 'image', data_field: 'attachments' }],
      });
      return upload(uploader, form, PNG, 'rasm.png');
    })();
    const response = await get(`/api/uploads/files/${image.id}/link`, uploader);
    expect(response.statusCode, response.body).toBe(200);
    const link: FileLink = response.json().data;
    expect(link.url).toMatch(new RegExp(`^uploads/images/${image.id}\\?exp=\\d+&sig=`));
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const shown = await get(`/api/${link.url}`);
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await get(`/api/uploads/files/${image.id}/link`, outsider)).statusCode).toBe(404);
    expect((await get(`/api/uploads/files/${image.id}/link`)).statusCode).toBe(401);
    expect((await get(`/api/uploads/files/00000000-0000-4000-8000-000000000000/link`, admin)).statusCode).toBe(404);
  });
});

describe('a public form’s uploads', () => {
  it('are readable only through the links the visitor’s answers carry, never by bare id', async () => {
    const file = await upload(null, publicForm);
    expect((await get(bare(file))).statusCode).toBe(404);
    expect((await get(`/api/${file.url}`)).statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${publicForm.form}/records`,
      payload: { values: { title: 'Мурожаат', attachments: [{ id: file.id }] } },
      remoteAddress: '198.51.100.20',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [linked] = submitted.json().data.values.attachments as RemoteFile[];
    expect(linked!.id).toBe(file.id);
    expect((await get(`/api/${linked!.url}`)).statusCode).toBe(200);
    expect((await get(bare(file))).statusCode).toBe(404);
    // Another visitor naming the same id in a submission of their own gets nothing attached.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${publicForm.form}/records`,
      payload: { values: { title: 'Бошқа мурожаат', attachments: [{ id: file.id }] } },
      remoteAddress: '198.51.100.21',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.values.attachments).toEqual([]);
  });
});

describe('a job’s result', () => {
  it('is its owner’s: an export workbook is not served by id, nor to another user', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/api/jobs/export/appeals', headers: auth(outsider), payload: {} });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json().data as Job;
    let finished: Job;
    for (const end = Date.now() + 30_000; ;) {
      finished = (await get(`/api/jobs/${id}`, outsider)).json().data;
      if (finished.status !== 'queued' && finished.status !== 'running') break;
      if (Date.now() > end) throw new Error('the export job did not end');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(finished.status).toBe('done');
    const result = { id: finished.resultFileId! };
    expect((await get(bare(result))).statusCode).toBe(404);
    const own = await get(`/api/uploads/auth/files/${result.id}`, outsider);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private, /);
    expect((await get(bare(result), outsider)).statusCode).toBe(200);
    for (const url of [bare(result), `/api/uploads/auth/files/${result.id}`]) expect((await get(url, reader)).statusCode, url).toBe(404);
  });
});

describe('images an administrator shows', () => {
  it('reach their readers as signed links: an instruction’s, a page’s, a project component’s and an advertisement’s', async () => {
    const form = await createFormFixture(t.db, { elements: () => [{ type: 'image', data_field: 'attachments' }] });
    const image = await upload(admin, form, PNG, 'sxema.png');
    expect((await get(`/api/uploads/images/${image.id}`, reader)).statusCode).toBe(404);
    const opened = async (url: string) => (await get(`/api/${url}`)).statusCode;

    const { main } = await t.db
      .selectFrom('instructions')
      .select('main')
      .where('sub', 'is', null)
      .where('permission', 'is', null)
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('instructions')
      .set({ content: `Қаранг: ![Схема](uploads/images/${image.id})` })
      .where('main', '=', main)
      .where('sub', 'is', null)
      .execute();
    const entry = await get(`/api/instructions/entry?main=${main}`, reader);
    const inContent = /\((uploads\/images\/[^)]+)\)/.exec(entry.json().data.content)?.[1];
    expect(inContent).toMatch(new RegExp(`^uploads/images/${image.id}\\?exp=\\d+&sig=`));
    expect(await opened(inContent!)).toBe(200);

    const page = await t.db.selectFrom('platon_pages').select('id').where('name', '=', 'main').executeTakeFirstOrThrow();
    await t.db
      .insertInto('platon_page_components')
      .values({ page_id: page.id, name: 'logo', content: `<img src="/api/uploads/images/${image.id}" alt="">`, sort_order: 99 })
      .execute();
    const landing = await get('/api/public/main');
    expect(landing.statusCode).toBe(200);
    const html = (landing.json().data.components as { content?: string }[]).map((component) => component.content ?? '').join('\n');
    const inPage = new RegExp(`/api/(uploads/images/${image.id}\\?exp=\\d+&sig=[\\w-]+)"`).exec(html)?.[1];
    expect(inPage).toBeDefined();
    expect(await opened(inPage!)).toBe(200);

    // A project component (every page shows it, before sign-in too), as /info gives it to anyone.
    const components = JSON.stringify([{ name: 'brand', content: `<img src="/api/uploads/images/${image.id}" alt="">` }]);
    await t.db.updateTable('project_settings').set({ value: components }).where('key', '=', 'components').execute();
    const info = (await get('/api/info')).json().data as { components: { content: string | null }[] };
    const inComponent = new RegExp(`/api/(uploads/images/${image.id}\\?exp=\\d+&sig=[\\w-]+)"`).exec(
      info.components[0]!.content ?? '',
    )?.[1];
    expect(inComponent).toBeDefined();
    expect(await opened(inComponent!)).toBe(200);

    await t.db.withTables<AdsTables>().updateTable('advertisements').set({ media_id: image.id }).execute();
    const [ad] = (await get('/api/ads', reader)).json().data as { mediaId: string; mediaUrl: string }[];
    expect(ad!.mediaUrl).toMatch(new RegExp(`^uploads/images/${image.id}\\?exp=`));
    expect(await opened(ad!.mediaUrl)).toBe(200);
  });

  it('an import’s template and sample are readable by whoever may use the import', async () => {
    const template = await upload(admin, open, PDF, 'shablon.pdf');
    expect((await get(bare(template), outsider)).statusCode).toBe(404);
    const { rows } = await sql<{ name: string; target_form: string }>`
      SELECT name, target_form FROM excel_import_configs WHERE target_form IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
    const config = rows[0]!;
    await sql`UPDATE excel_import_configs SET template_file_id = ${template.id} WHERE name = ${config.name}`.execute(t.db);
    const target = await t.db
      .selectFrom('forms')
      .select('permission')
      .where('name', '=', config.target_form.trim())
      .executeTakeFirstOrThrow();
    const user = await fixtureUserToken(t.app, t.db, target.permission ? [target.permission] : []);
    expect((await get(bare(template), user)).statusCode).toBe(200);
  });
});
