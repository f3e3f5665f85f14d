import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { eventually, realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * docs/behaviour.md §2: with Russian or English chosen, the texts an administrator defined (table and form titles, column
 * headers and their groups, row and top buttons, labels, tabs, hints, placeholders, form buttons, menu names)
 * show in that language, from the seed's translations; and every `lang` attribute is a valid BCP 47 tag.
 */
const TEXTS = {
  en: {
    picker: 'Language',
    table: 'All appeals',
    column: 'Applicant',
    group: 'Application',
    rowButton: 'Open',
    topButton: 'New appeal',
    form: 'All elements',
    label: 'Heading',
    tab: 'Numbers and dates',
    hint: 'From 3 to 100 characters',
    placeholder: 'At least 3 characters',
    button: 'All appeals',
    menu: ['Appeals', 'Reference data'],
    lang: 'en',
  },
  ru: {
    picker: 'Язык',
    table: 'Все обращения',
    column: 'Заявитель',
    group: 'Заявление',
    rowButton: 'Открыть',
    topButton: 'Новое обращение',
    form: 'Все элементы',
    label: 'Заголовок',
    tab: 'Числа и даты',
    hint: 'От 3 до 100 символов',
    placeholder: 'Не менее 3 символов',
    button: 'Все обращения',
    menu: ['Обращения', 'Справочники'],
    lang: 'ru',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const app = (page: Page) => page.locator('platon-app');
const form = (page: Page, title: string) => app(page).getByRole('form', { name: title, exact: true });
const picker = (page: Page, label: string) => app(page).getByRole('combobox', { name: label, exact: true });

async function expectAppealsTable(page: Page, texts: Texts) {
  const screen = app(page).getByRole('region', { name: texts.table, exact: true });
  // 100,000 rows sorted on a busy machine: the first page may take a while.
  await screen.locator('table tbody tr[data-row-index]').first().waitFor({ timeout: 60_000 });
  const headers = screen.getByRole('columnheader');
  await eventually(() => headers.filter({ hasText: texts.column }).count()).toBeGreaterThan(0);
  expect(await headers.filter({ hasText: texts.group }).count()).toBeGreaterThan(0);
  // Row and top buttons are links (docs/behaviour.md §1 link rules).
  expect(await screen.locator('tbody').getByRole('link', { name: texts.rowButton, exact: true }).count()).toBeGreaterThan(0);
  expect(await screen.getByRole('link', { name: 'Очиш', exact: true }).count()).toBe(0);
  await screen.getByRole('link', { name: texts.topButton, exact: true }).waitFor();
  expect(await screen.getByRole('link', { name: 'Янги мурожаат', exact: true }).count()).toBe(0);
}

async function expectKitchenSink(page: Page, texts: Texts) {
  const shown = form(page, texts.form);
  await shown.waitFor({ timeout: 60_000 });
  const title = shown.getByRole('combobox', { name: texts.label, exact: true });
  await title.waitFor();
  expect(await title.getAttribute('placeholder')).toBe(texts.placeholder);
  await shown.getByText(texts.hint, { exact: true }).waitFor();
  await shown.getByRole('tab', { name: texts.tab, exact: true }).waitFor();
  expect(await shown.getByRole('button', { name: texts.button }).count()).toBe(1);
  expect(await shown.getByText('Сарлавҳа', { exact: true }).count()).toBe(0);
}

async function expectMenu(page: Page, texts: Texts) {
  const menu = app(page).getByRole('navigation', { name: { en: 'Menu', ru: 'Меню' }[texts.lang] });
  for (const name of texts.menu) await menu.getByRole('button', { name, exact: true }).waitFor();
}

/** Every `lang` in the document and in the elements' shadow roots. */
function langAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        const value = node.getAttribute('lang');
        if (value !== null) found.push(value);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

async function expectValidLang(page: Page, texts: Texts) {
  await eventually(() => app(page).locator('.pl-frame').first().getAttribute('lang')).toBe(texts.lang);
  const langs = await langAttributes(page);
  // Well-formed (Intl refuses anything else) and real languages: the wire code qq is Karakalpak, kaa.
  for (const lang of langs) expect(Intl.getCanonicalLocales(lang)).toEqual([lang]);
  expect(langs).not.toContain('qq');
  expect(langs).toContain('kaa');
}

describe('administrators’ texts in the chosen language', () => {
  const live = liveServer();

  it('switches the appeals table, the kitchen-sink form and the menu to English and Russian at run time', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/tables/appeals');
    await page.setViewportSize({ width: 1366, height: 900 });
    await app(page).getByRole('region', { name: 'Барча мурожаатлар', exact: true }).waitFor({ timeout: 60_000 });
    // Uzbek has no texts of its own (its texts are the keys): the page has not loaded the translation engine.
    const engineLoads = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/i18next-[\w-]+\.js$/.test(entry.name)).length);
    expect(await engineLoads()).toBe(0);

    await picker(page, 'Тил').selectOption('en');
    await expectAppealsTable(page, TEXTS.en);
    expect(await engineLoads()).toBe(1);
    await expectMenu(page, TEXTS.en);
    await expectValidLang(page, TEXTS.en);

    await picker(page, TEXTS.en.picker).selectOption('ru');
    await expectAppealsTable(page, TEXTS.ru);
    await expectMenu(page, TEXTS.ru);
    await expectValidLang(page, TEXTS.ru);

    await page.goto(`${live.server.url}/forms/kitchen_sink`);
    await expectKitchenSink(page, TEXTS.ru);
    await picker(page, TEXTS.ru.picker).selectOption('en');
    await expectKitchenSink(page, TEXTS.en);
    await expectMenu(page, TEXTS.en);
    await expectValidLang(page, TEXTS.en);

    // Back in Uzbek: the defined texts as written, the frame in Uzbek Cyrillic.
    await picker(page, TEXTS.en.picker).selectOption('uz');
    await form(page, 'Барча элементлар').getByRole('tab', { name: 'Сонлар ва саналар', exact: true }).waitFor();
    await eventually(() => app(page).locator('.pl-frame').first().getAttribute('lang')).toBe('uz-Cyrl');
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  }, 240_000);

  it('shows them in English on a fresh load with ?locale=en', async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/tables/regions');
    await page.goto(`${live.server.url}/tables/appeals?locale=en`);
    await expectAppealsTable(page, TEXTS.en);
    await expectMenu(page, TEXTS.en);
    await expectValidLang(page, TEXTS.en);
    const fresh = await newPage(live.browser, `${live.server.url}/auth/user?locale=en`);
    await eventually(() => langAttributes(fresh.page)).toContain('kaa');
    for (const lang of await langAttributes(fresh.page)) expect(Intl.getCanonicalLocales(lang)).toEqual([lang]);
    await fresh.close();
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);
});
