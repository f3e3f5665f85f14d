import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instruction, InstructionHit, InstructionSection } from '../../src/core/api/instructionsContract';
import { login } from './login';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/** Issue 15: the user guide's API (`/api/instructions/*`) over the `instructions` collection. */
let t: TestApp;
let admin: string;
let user: string;
let auditor: string;

const row = (main: string, sub: string | null, title: string, content: string, extra: Record<string, unknown> = {}) => ({
  main,
  sub,
  title,
  content,
  sort_order: 0,
  is_active: true,
  permission: null,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  user = await fixtureUserToken(t.app, t.db, ['appeals.read']);
  auditor = await fixtureUserToken(t.app, t.db, ['guide.audit']);
  await t.db
    .insertInto('instructions')
    .values([
      // Listed out of order: sort_order decides.
      row('tables', null, 'Жадваллар', 'Устун сарлавҳасини босинг.', {
        sort_order: 20,
        title_en: 'Tables',
        content_en: 'Click a column header.',
      }),
      row('start', null, 'Ишни бошлаш', 'Чапдаги менюдан бўлимни танланг.', {
        sort_order: 10,
        title_en: 'Getting started',
        content_en: '',
      }),
      row('start', 'sign-in', 'Тизимга кириш', '## Кириш\nЛогин ва **парол** киритилади. 50% ҳолатда', {
        sort_order: 2,
        title_en: 'Signing in',
        content_en: 'Enter your username and **password**.',
      }),
      row('start', 'language', 'Тил', 'Юқори панелда тилни танланг.', { sort_order: 1, title_ru: 'Язык' }),
      row('tables', 'filters', 'Филтрлар', 'Филтр рўйхатни қисқартиради.', { sort_order: 1, is_active: false }),
      row('audit', null, 'Назорат', 'Фақат назоратчилар учун: махфий матн.', { sort_order: 30, permission: 'guide.audit' }),
      row('audit', 'logs', 'Журнал', 'Махфий журнал.', { permission: null }),
      // A subsection whose section does not exist: shown nowhere.
      row('orphan', 'child', 'Етим', 'Махфий етим.'),
    ])
    .execute();
});
afterAll(async () => t?.close());

const get = (url: string, token: string, locale?: string) =>
  t.app.inject({
    url: `/api/instructions/${url}`,
    headers: { authorization: `Bearer ${token}`, ...(locale && { 'accept-language': locale }) },
  });

async function tree(token: string, locale?: string): Promise<InstructionSection[]> {
  const response = await get('tree', token, locale);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function search(q: string, token = user, locale?: string): Promise<InstructionHit[]> {
  const response = await get(`search?q=${encodeURIComponent(q)}`, token, locale);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the user guide', () => {
  it('lists sections and their subsections in order, titles in the language, without inactive, forbidden or orphaned ones', async () => {
    expect(await tree(user)).toEqual([
      {
        main: 'start',
        title: 'Ишни бошлаш',
        subsections: [
          { sub: 'language', title: 'Тил' },
          { sub: 'sign-in', title: 'Тизимга кириш' },
        ],
      },
      { main: 'tables', title: 'Жадваллар', subsections: [] },
    ]);
    const english = await tree(user, 'en');
    expect(english.map((section) => section.title)).toEqual(['Getting started', 'Tables']);
    // An untranslated title shows the Uzbek one (docs/behaviour.md §2).
    expect(english[0]!.subsections.map((item) => item.title)).toEqual(['Тил', 'Signing in']);
    expect((await tree(user, 'ru'))[0]!.subsections[0]!.title).toBe('Язык');
    // The section's permission hides it and what is under it; its holders and administrators see it.
    expect((await tree(auditor)).map((section) => section.main)).toEqual(['start', 'tables', 'audit']);
    expect((await tree(admin)).find((section) => section.main === 'audit')?.subsections).toEqual([{ sub: 'logs', title: 'Журнал' }]);
  });

  it('gives one instruction’s content, falling back to the Uzbek text where the translation is empty', async () => {
    const signIn = await get('entry?main=start&sub=sign-in', user, 'en');
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data).toMatchObject<Partial<Instruction>>({
      main: 'start',
      sub: 'sign-in',
      title: 'Signing in',
      sectionTitle: 'Getting started',
      content: 'Enter your username and **password**.',
      contentLocale: 'en',
    });
    const section = (await get('entry?main=start', user, 'en')).json().data as Instruction;
    expect(section).toMatchObject({
      sub: null,
      title: 'Getting started',
      content: 'Чапдаги менюдан бўлимни танланг.',
      contentLocale: 'uz',
    });
    expect(section.id).toEqual(expect.any(Number));
    expect((await get('entry?main=start&sub=sign-in', user)).json().data).toMatchObject({ title: 'Тизимга кириш', contentLocale: 'uz' });
    // ?locale= wins over the header, as everywhere.
    expect((await get('entry?main=tables&locale=en', user, 'ru')).json().data.title).toBe('Tables');
  });

  it('answers 404 for unknown, inactive, forbidden and orphaned addresses, and 400 for NUL bytes and missing slugs', async () => {
    for (const query of [
      'main=nothing',
      'main=start&sub=nothing',
      'main=tables&sub=filters',
      'main=audit',
      'main=audit&sub=logs',
      'main=orphan&sub=child',
      `main=${encodeURIComponent("x' OR 1=1 --")}`,
    ]) {
      const response = await get(`entry?${query}`, user, 'en');
      expect(response.statusCode, query).toBe(404);
      expect(response.json().message).toBe('Instruction not found');
    }
    expect((await get('entry?main=audit&sub=logs', auditor)).statusCode).toBe(200);
    expect((await get('entry?main=start%00', user)).statusCode).toBe(400);
    expect((await get('entry?main=start&sub=a%00b', user)).statusCode).toBe(400);
    expect((await get('search?q=%00', user)).statusCode).toBe(400);
    expect((await get('entry', user)).statusCode).toBe(400);
    expect((await get(`entry?main=${'a'.repeat(201)}`, user)).statusCode).toBe(400);
  });

  it('searches titles and contents in the reader’s language, titles first, with a snippet around the match', async () => {
    const hits = await search('ПАРОЛ');
    expect(hits).toEqual([
      {
        main: 'start',
        sub: 'sign-in',
        title: 'Тизимга кириш',
        sectionTitle: 'Ишни бошлаш',
        snippet: 'Кириш Логин ва парол киритилади. 50% ҳолатда',
      },
    ]);
    // A title match comes before a content match; sections too.
    expect((await search('бошлаш')).map((hit) => hit.title)).toEqual(['Ишни бошлаш']);
    expect((await search('танланг')).map((hit) => [hit.main, hit.sub])).toEqual([
      ['start', null],
      ['start', 'language'],
    ]);
    // In English the English text is searched, and the Uzbek where there is none.
    expect((await search('password', user, 'en')).map((hit) => hit.title)).toEqual(['Signing in']);
    expect(await search('парол', user, 'en')).toEqual([]);
    expect((await search('менюдан', user, 'en')).map((hit) => hit.title)).toEqual(['Getting started']);
    // %, _ and \ match themselves; short, inactive, forbidden and orphaned texts find nothing.
    expect((await search('50%')).map((hit) => hit.sub)).toEqual(['sign-in']);
    expect(await search('5_%')).toEqual([]);
    expect(await search('п')).toEqual([]);
    expect(await search('Филтр')).toEqual([]);
    expect(await search('Махфий')).toEqual([]);
    expect((await search('Махфий', auditor)).map((hit) => hit.sub)).toEqual([null, 'logs']);
  });

  it('is for signed-in users only', async () => {
    for (const url of ['tree', 'entry?main=start', 'search?q=парол'])
      expect((await t.app.inject({ url: `/api/instructions/${url}` })).statusCode).toBe(401);
  });
});

describe('the demo guide', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(async () => demo?.close());

  it('is seeded with sections and subsections in every language, and the sidebar links to it', async () => {
    const { token: accessToken } = await login(demo.app, 'user', 'user123');
    const response = await demo.app.inject({ url: '/api/instructions/tree', headers: { authorization: `Bearer ${accessToken}` } });
    const sections = response.json().data as InstructionSection[];
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections.filter((section) => section.subsections.length > 0).length).toBeGreaterThanOrEqual(3);
    const english = (
      await demo.app.inject({
        url: '/api/instructions/entry?main=getting-started&sub=sign-in&locale=en',
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json().data as Instruction;
    expect(english).toMatchObject({ title: 'Signing in', contentLocale: 'en' });
    expect(english.content).toContain('admin123');
    const guide = await demo.db.selectFrom('menus').select('link').where('name', '=', 'Фойдаланувчи қўлланмаси').executeTakeFirstOrThrow();
    expect(guide.link).toBe('/instructions');
  });

  it('brings the guide and the menu link to a database seeded before it, once', async () => {
    const { seedDemoInstructions } = await import('../../server/seed/seedDemoInstructions');
    await demo.db.deleteFrom('project_settings').where('key', '=', 'platon.demoInstructionsSeededAt').execute();
    await demo.db.deleteFrom('instructions').where('main', '=', 'profile').execute();
    await demo.db
      .updateTable('menus')
      .set({ link: 'https://example.com/platon/guide' })
      .where('name', '=', 'Фойдаланувчи қўлланмаси')
      .execute();
    const before = await demo.db
      .selectFrom('instructions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoInstructions(demo.db);
    const after = await demo.db
      .selectFrom('instructions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
    expect(
      (await demo.db.selectFrom('menus').select('link').where('name', '=', 'Фойдаланувчи қўлланмаси').executeTakeFirstOrThrow()).link,
    ).toBe('/instructions');
    // Afterwards the administrator's deletions stay deleted.
    await demo.db.deleteFrom('instructions').where('main', '=', 'profile').execute();
    await seedDemoInstructions(demo.db);
    expect(await demo.db.selectFrom('instructions').select('id').where('main', '=', 'profile').execute()).toEqual([]);
  });
});
