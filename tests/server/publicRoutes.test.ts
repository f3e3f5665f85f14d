import { EIMZO_PUBLIC_API_KEYS } from '../../src/core/eimzo/createEimzoServiceSigner';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_MESSAGES } from '../../src/core/i18n/messages';
import { createTestApp, type TestApp } from './testApp';
import { DEMO_CALL24 } from '../../server/seed/seedDemoCall24';

let t: TestApp;
afterEach(async () => t?.close());

function translations(query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/web/assets/translations${query}`, headers });
}

describe('GET /api/info', () => {
  it('returns every ProjectInfo field from the project settings', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        name: 'Platon',
        shortName: 'Platon',
        product: 'platon',
        has_main: true,
        demo: true,
        version: '0.0.0-test',
        projectVersion: expect.any(String),
        transfer_method: null,
        defaultLocale: 'uz',
        enabledLocales: ['uz', 'la', 'ru', 'en', 'qq'],
        defaultTheme: 'default',
        defaultThemeColor: 'default',
        homeRedirect: null,
        noLayout: false,
        settingsPage: true,
        supportPhone: '+998 71 200 00 00',
        supportChat: expect.stringMatching(/^https:\/\//),
        copyright: { text: '© Platon', url: 'https://example.com' },
        mapTilesUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        oauth2: {},
        // Issue 41: the sign-in methods, the themes users may not pick and the logo, from the settings form.
        passwordSignIn: true,
        disabledThemeColors: [],
        logoUrl: null,
        // The demo's call-back line (issue 15); a production start keeps {}.
        call24: DEMO_CALL24,
        eimzo: false,
        // The E-IMZO desktop application's API keys: the vendor's public ones for local use, none configured.
        eimzoApiKeys: EIMZO_PUBLIC_API_KEYS,
        session_cookie: false,
        // The demo's header component of the appeals table (issue 15).
        components: [expect.objectContaining({ name: 'urgentFlag', js: expect.stringMatching(/^components\/scripts\/[0-9a-f]{64}\.js$/) })],
        // docs/behaviour.md §12: winter mode until 15 February; error reporting off, sampling 0.2 once on.
        winterModeDate: '02-15',
        errorReporting: false,
        errorSampleRate: 0.2,
        translationsRevision: expect.stringMatching(/^\d+\.\d+$/),
      },
    });
  });

  it('moves translationsRevision when a translation is edited with a version bump, or added', async () => {
    t = await createTestApp();
    const revision = async () => (await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.translationsRevision;
    const before = await revision();
    await t.db
      .updateTable('translations')
      .set((eb) => ({ value: 'Ha!', version: eb('version', '+', 1) }))
      .where('locale', '=', 'la')
      .where('key', '=', 'Ҳа')
      .execute();
    const edited = await revision();
    expect(edited).not.toBe(before);
    await t.db.insertInto('translations').values({ locale: 'la', key: 'Янги калит', value: 'Yangi kalit' }).execute();
    expect(await revision()).not.toBe(edited);
  });

  it('reflects edited settings and ignores a value of the wrong type', async () => {
    t = await createTestApp();
    await t.db.updateTable('project_profile').set({ name: 'Мурожаатлар' }).execute();
    await t.db
      .updateTable('project_settings')
      .set({ value: JSON.stringify('yes') })
      .where('key', '=', 'has_main')
      .execute();
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/info' })).json();
    expect(data.name).toBe('Мурожаатлар');
    expect(data.has_main).toBe(true);
  });

  it('says demo: false on a production start, so the demo routes do not exist there', async () => {
    t = await createTestApp({ demo: false });
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/info' })).json();
    expect(data.demo).toBe(false);
  });

  it('says has_main: false on a production start, which has no landing page, so / leads to sign-in and not to a 404', async () => {
    t = await createTestApp({ demo: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/main' })).statusCode).toBe(404);
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/info' })).json();
    expect(data.has_main).toBe(false);
  });

  it('says has_main: true once a public main page exists, and false again while it needs a permission', async () => {
    t = await createTestApp({ demo: false });
    const hasMain = async () => (await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.has_main;
    await t.db.insertInto('platon_pages').values({ name: 'main', title: 'Бош саҳифа', is_public: true, data: '{}' }).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/public/main' })).statusCode).toBe(200);
    expect(await hasMain()).toBe(true);
    await t.db.updateTable('platon_pages').set({ permission: 'platon.admin' }).where('name', '=', 'main').execute();
    expect(await hasMain()).toBe(false);
  });

  it('keeps has_main: false when the setting says so, whatever pages exist', async () => {
    t = await createTestApp();
    await t.db
      .updateTable('project_settings')
      .set({ value: JSON.stringify(false) })
      .where('key', '=', 'has_main')
      .execute();
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/info' })).json();
    expect(data.has_main).toBe(false);
  });
});

describe('GET /api/web/assets/translations', () => {
  it('has a text for every shell message in la, ru, en and qq, and the sign-in texts in km', async () => {
    t = await createTestApp({ demo: false });
    for (const locale of ['la', 'ru', 'en', 'qq']) {
      const map = (await translations(`?locale=${locale}`)).json();
      const missing = SHELL_MESSAGES.filter((key) => typeof map[key] !== 'string' || map[key].trim() === '');
      expect(missing, locale).toEqual([]);
      // Placeholders must survive translation.
      for (const key of SHELL_MESSAGES.filter((k) => k.includes('{0}'))) expect(map[key], `${locale}: ${key}`).toContain('{0}');
    }
    const km = (await translations('?locale=km')).json();
    expect(km['Тизимга кириш']).toBeTruthy();
    expect(km['Логин ёки пароль нотугри!']).toBeTruthy();
  });

  it('is a flat map, not wrapped in data, and not cached without revalidation', async () => {
    t = await createTestApp();
    const response = await translations('?locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const map = response.json();
    expect(map.data).toBeUndefined();
    expect(map['Тизимга кириш']).toBe('Sign in');
    expect(map['Мурожаатлар']).toBe('Appeals'); // demo menu names are translated too
  });

  it.each([
    ['uz-Latn-UZ,uz;q=0.9', 'la', 'Tizimga kirish'],
    ['uz-latn', 'la', 'Tizimga kirish'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru', 'Вход в систему'],
    ['en-US', 'en', 'Sign in'],
    ['fr-FR,en;q=0.5', 'en', 'Sign in'],
    ['de;q=1,ru;q=0.2,en;q=0.7', 'en', 'Sign in'],
    ['kaa', 'qq', 'Sistemaǵa kiriw'],
  ])('picks the locale from Accept-Language %s', async (header, locale, text) => {
    t = await createTestApp();
    const response = await translations('', { 'accept-language': header });
    expect(response.headers['content-language']).toBe(locale);
    expect(response.json()['Тизимга кириш']).toBe(text);
  });

  it('prefers ?locale= over Accept-Language and falls back to uz', async () => {
    t = await createTestApp();
    expect((await translations('?locale=ru', { 'accept-language': 'en' })).json()['Тизимга кириш']).toBe('Вход в систему');
    expect((await translations('?locale=uz-Latn')).headers['content-language']).toBe('la');
    const uz = await translations('', { 'accept-language': 'uz' });
    expect(uz.headers['content-language']).toBe('uz');
    expect(uz.json()['Тизимга кириш'] ?? 'Тизимга кириш').toBe('Тизимга кириш');
    expect((await translations('', { 'accept-language': 'de' })).headers['content-language']).toBe('uz');
    expect((await translations('')).headers['content-language']).toBe('uz');
  });
});

describe('GET /api/public/main', () => {
  it('returns the landing page with its components', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/public/main' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.name).toBe('main');
    expect(data.title).toBeTruthy();
    expect(data.components.length).toBeGreaterThan(0);
    expect(data.components[0]).toMatchObject({ name: 'welcome', content: expect.stringContaining('<h1>'), scripts: [] });
  });

  it('is 404 when there is no landing page (production start)', async () => {
    t = await createTestApp({ demo: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/public/main' });
    expect(response.statusCode).toBe(404);
    expect(response.json().statusCode).toBe(404);
  });
});
