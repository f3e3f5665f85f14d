import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/buildApp';
import { migration0020ProjectProfile } from '../../server/db/migrations/migration0020ProjectProfile';
import { migration0023SignInSettings } from '../../server/db/migrations/migration0023SignInSettings';
import { badDefaults, elementTexts, formProblems, storedElements, untranslated } from './support/formSeedChecks';
import { createFixtureForm, multipart, uploadParts } from './filesFixture';
import { login } from './login';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';
import { testHasher } from './testDatabase';

const info = async (app: FastifyInstance) => (await app.inject({ url: '/api/info' })).json().data;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function readSettings(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/forms/project_settings/records/1', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number; values: Record<string, unknown> };
}

function saveSettings(app: FastifyInstance, token: string, values: Record<string, unknown>, version: number) {
  return app.inject({
    method: 'PUT',
    url: '/api/forms/project_settings/records/1',
    headers: auth(token),
    payload: { values, version },
  });
}

describe('project settings on a production start', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  });
  afterAll(async () => t?.close());

  it('shows none of the demo’s values: no support line, a plain copyright, winter mode off', async () => {
    const body = await info(t.app);
    expect(body).toMatchObject({
      name: 'Platon',
      shortName: 'Platon',
      supportPhone: null,
      supportChat: null,
      copyright: { text: '© Platon', url: '' },
      winterModeDate: null,
      defaultLocale: 'uz',
      enabledLocales: ['uz', 'la', 'ru', 'en', 'qq'],
    });
  });

  it('has a sound built-in form, translated into la, ru, en and qq', async () => {
    const form = await t.db.selectFrom('forms').selectAll().where('name', '=', 'project_settings').executeTakeFirstOrThrow();
    expect(form).toMatchObject({ is_built_in: true, permission: 'platon.admin', can_insert: false, can_update: true, can_delete: false });
    expect(await formProblems(t.db, 'project_settings')).toEqual([]);
    const elements = await storedElements(t.db, 'project_settings');
    expect(badDefaults(elements)).toEqual([]);
    const texts = [form.title, ...elementTexts(elements)];
    expect(await untranslated(t.db, texts)).toEqual({ la: [], ru: [], en: [], qq: [] });
  });

  it('a change saved through the form shows in /api/info of a second instance on the same database, without a restart', async () => {
    // A second server on the same database, as a deployment with two instances has: its own caches.
    const second = await buildApp({
      db: t.db.withoutPlugins(),
      secrets: { jwtSecret: randomBytes(32) },
      hasher: testHasher,
      staticRoot: null,
      uploadsDir: t.uploadsDir,
      version: '0.0.0-test',
    });
    try {
      expect((await info(second)).supportPhone).toBeNull();
      const { version } = await readSettings(t.app, admin);
      const saved = await saveSettings(
        t.app,
        admin,
        {
          name: 'Давлат реестри',
          short_name: 'Реестр',
          support_phone: '+998 55 500 10 20',
          support_chat: 'https://t.me/reestr_help',
          copyright_url: 'https://reestr.uz',
          winter_mode_date: '01-31',
          enabled_locales: ['uz', 'ru'],
          default_locale: 'ru',
        },
        version,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await info(second)).toMatchObject({
        name: 'Давлат реестри',
        shortName: 'Реестр',
        supportPhone: '+998 55 500 10 20',
        supportChat: 'https://t.me/reestr_help',
        copyright: { text: '© Давлат реестри', url: 'https://reestr.uz' },
        winterModeDate: '01-31',
        enabledLocales: ['uz', 'ru'],
        defaultLocale: 'ru',
      });

      // Emptied fields hide the support line and turn winter mode off again.
      const again = await saveSettings(
        t.app,
        admin,
        {
          support_phone: '',
          support_chat: '',
          winter_mode_date: '',
          enabled_locales: ['uz', 'la', 'ru', 'en', 'qq'],
          default_locale: 'uz',
        },
        version + 1,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(await info(second)).toMatchObject({ supportPhone: null, supportChat: null, winterModeDate: null, defaultLocale: 'uz' });
    } finally {
      await second.close();
    }
  });

  it('refuses a value out of range with a message under its field and writes nothing', async () => {
    const before = await readSettings(t.app, admin);
    const infoBefore = await info(t.app);
    const cases: [Record<string, unknown>, Record<string, { message: string }>][] = [
      [{ winter_mode_date: '13-40' }, { winter_mode_date: { message: 'Нотўғри қиймат' } }],
      [{ support_phone: 'call us' }, { support_phone: { message: 'Нотўғри қиймат' } }],
      [{ support_chat: 'javascript:alert(1)' }, { support_chat: { message: 'Манзил http:// ёки https:// билан бошланиши керак' } }],
      [{ copyright_url: 'ftp://files.uz' }, { copyright_url: { message: 'Манзил http:// ёки https:// билан бошланиши керак' } }],
      [
        { enabled_locales: ['ru', 'en'], default_locale: 'uz' },
        { default_locale: { message: 'Асосий тил ёқилган тиллардан бири бўлиши керак' } },
      ],
      [{ enabled_locales: ['uz', 'xx'] }, { enabled_locales: { message: 'Нотўғри қиймат' } }],
      [{ name: '' }, { name: { message: 'Майдонни тўлдириш керак' } }],
      [{ short_name: 'x'.repeat(41) }, { short_name: { message: 'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак' } }],
    ];
    for (const [values, errors] of cases) {
      const response = await saveSettings(t.app, admin, values, before.version);
      expect(response.statusCode, JSON.stringify(values)).toBe(422);
      expect(response.json().errors, JSON.stringify(values)).toMatchObject(errors);
    }
    expect(await readSettings(t.app, admin)).toEqual(before);
    expect(await info(t.app)).toEqual(infoBefore);
  });

  it('holds every upload to the upload limit it sets, from the next upload on, and keeps it between 1 and 1024 MB', async () => {
    const form = await createFixtureForm(t.db, 'limit', [{ type: 'file', data_field: 'attachments' }]);
    const upload = (bytes: number) => {
      const { payload, headers } = multipart(
        uploadParts({ elementId: form.elements.attachments, form: form.name }, { filename: 'a.txt', content: Buffer.alloc(bytes, 'x') }),
      );
      return t.app.inject({ method: 'POST', url: '/api/files/upload/form', payload, headers: { ...headers, ...auth(admin) } });
    };
    const MB = 1024 * 1024;
    const before = await readSettings(t.app, admin);
    expect(before.values.upload_limit_mb).toBe(50);
    expect((await upload(1.5 * MB)).statusCode).toBe(201);

    expect((await saveSettings(t.app, admin, { upload_limit_mb: 1 }, before.version)).statusCode).toBe(200);
    const refused = await upload(1.5 * MB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect((await upload(MB)).statusCode).toBe(201);

    for (const [value, message] of [
      [0, 'Қиймат {0} дан катта ёки тенг бўлиши керак'],
      [1025, 'Қиймат {0} дан кичик ёки тенг бўлиши керак'],
      [null, 'Майдонни тўлдириш керак'],
    ] as const) {
      const response = await saveSettings(t.app, admin, { upload_limit_mb: value }, before.version + 1);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject({ upload_limit_mb: { message } });
    }
    expect((await saveSettings(t.app, admin, { upload_limit_mb: 50 }, before.version + 1)).statusCode).toBe(200);
  });

  it('sets how long a session lives after its last use, from the next sign-in on; empty keeps the server’s', async () => {
    const days = async () => {
      const row = await t.db
        .selectFrom('auth_sessions')
        .select(sql<number>`extract(epoch FROM expires_at - now()) / 86400`.as('days'))
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      return Number(row.days);
    };
    const { version } = await readSettings(t.app, admin);
    expect((await saveSettings(t.app, admin, { session_days: 2 }, version)).statusCode).toBe(200);
    await fixtureUserToken(t.app, t.db, []);
    expect(await days()).toBeCloseTo(2, 1);
    for (const value of [0, 366]) expect((await saveSettings(t.app, admin, { session_days: value }, version + 1)).statusCode).toBe(422);
    expect((await saveSettings(t.app, admin, { session_days: null }, version + 1)).statusCode).toBe(200);
    await fixtureUserToken(t.app, t.db, []);
    expect(await days()).toBeCloseTo(30, 1);
  });

  it('gives the sidebar ads an administrator screen: a table and a form whose saves the sidebar shows', async () => {
    const user = await fixtureUserToken(t.app, t.db, []);
    const create = (values: Record<string, unknown>, token = admin) =>
      t.app.inject({ method: 'POST', url: '/api/forms/advertisements/records', headers: auth(token), payload: { values } });
    const refused = await create({ title: 'Реестр', website_url: 'javascript:alert(1)' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ website_url: { message: 'Манзил http:// ёки https:// билан бошланиши керак' } });
    expect((await create({ title: 'Реестр', website_url: 'https://reestr.uz' }, user)).statusCode).toBe(403);
    const saved = await create({ title: 'Реестр', website_url: 'https://reestr.uz', sort_order: 1, clicks: 1000 });
    expect(saved.statusCode, saved.body).toBe(201);
    const ads = (await t.app.inject({ url: '/api/ads', headers: auth(user) })).json().data;
    expect(ads).toEqual([expect.objectContaining({ title: 'Реестр', websiteUrl: 'https://reestr.uz', mediaUrl: null })]);
    // Clicks are counted by the sidebar, never typed in.
    const table = (await t.app.inject({ url: '/api/tables/advertisements/data', headers: auth(admin) })).json();
    expect(table.data.rows ?? table.data).toEqual([expect.objectContaining({ title: 'Реестр', clicks: 0, is_active: true })]);
    expect((await t.app.inject({ url: '/api/tables/advertisements/data', headers: auth(user) })).statusCode).toBe(403);
  });

  it('is the administrators’: a user may neither read nor change it; every change is audited', async () => {
    const user = await fixtureUserToken(t.app, t.db, []);
    expect((await t.app.inject({ url: '/api/forms/project_settings/records/1', headers: auth(user) })).statusCode).toBe(403);
    const { version } = await readSettings(t.app, admin);
    expect((await saveSettings(t.app, user, { support_phone: '+998 00 000 00 00' }, version)).statusCode).toBe(403);
    // One record: never a second one, never none.
    const insert = await t.app.inject({
      method: 'POST',
      url: '/api/forms/project_settings/records',
      headers: auth(admin),
      payload: { values: { name: 'Second' } },
    });
    expect(insert.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/forms/project_settings/records/1', headers: auth(admin) })).statusCode).toBe(
      403,
    );

    expect((await saveSettings(t.app, admin, { support_phone: '+998 71 123 45 67' }, version)).statusCode).toBe(200);
    const audited = await t.db
      .selectFrom('user_logs')
      .select(['action_type', 'details'])
      .where('action_type', '=', 'formUpdate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.details).toMatchObject({ form: 'project_settings', id: 1 });
  });
});

describe('project settings of the demo', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps the demo’s values as demo data', async () => {
    expect(await info(t.app)).toMatchObject({
      supportPhone: '+998 71 200 00 00',
      supportChat: 'https://t.me/platon_support',
      copyright: { text: '© Platon', url: 'https://example.com' },
      winterModeDate: '02-15',
    });
  });

  it('gives the file manager a category to upload into', async () => {
    const { token } = await login(t.app, 'admin', 'admin123');
    const categories = (await t.app.inject({ url: '/api/file-manager/categories', headers: auth(token) })).json().data as {
      key: string;
      name: string;
      uploadable: boolean;
    }[];
    const documents = categories.find((category) => category.uploadable);
    expect(documents).toMatchObject({ name: 'Ҳужжатлар' });
    const { payload, headers } = multipart([
      { name: 'category', value: documents!.key },
      { name: 'folder', value: '' },
      { name: 'file', filename: 'note.txt', content: Buffer.from('hello') },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/file-manager/upload',
      payload,
      headers: { ...headers, ...auth(token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
  });
});

describe('migration 0020 on a database of an earlier release', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(async () => t?.close());

  it('moves the stored settings into the form’s row, leaving out the placeholders every database used to get', async () => {
    const { db } = t;
    // Back to the schema of the previous release.
    await sql`DROP TABLE project_profile`.execute(db);
    await sql`ALTER TABLE advertisements DROP COLUMN version, DROP COLUMN image, DROP CONSTRAINT advertisements_website_url_check,
      DROP CONSTRAINT advertisements_title_check`.execute(db);
    const kv = {
      name: 'Reestr',
      shortName: 'R',
      enabledLocales: ['ru', 'uz', 'xx', 'ru'],
      defaultLocale: 'uz',
      supportPhone: '+998 71 200 00 00',
      supportChat: 'https://t.me/platon_support',
      copyright: { text: '© Reestr', url: 'https://example.com' },
      winterModeDate: '02-15',
    };
    await db
      .insertInto('project_settings')
      .values(Object.entries(kv).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
    await migration0020ProjectProfile.up(db);
    // And the later columns of the same row, as a database upgrading from then gets them.
    await migration0023SignInSettings.up(db);
    expect(await info(t.app)).toMatchObject({
      name: 'Reestr',
      shortName: 'R',
      enabledLocales: ['ru', 'uz'],
      defaultLocale: 'uz',
      supportPhone: null,
      supportChat: null,
      copyright: { text: '© Reestr', url: '' },
      winterModeDate: null,
    });
    const left = await db.selectFrom('project_settings').select('key').where('key', 'in', Object.keys(kv)).execute();
    expect(left).toEqual([]);
  });
});
