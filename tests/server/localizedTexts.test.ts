import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { createTableFixture, fixtureUserToken, type TableFixture } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/**
 * docs/behaviour.md §2: texts the server produces from an administrator's definitions follow the request's locale, with
 * the Uzbek text where a translation is missing: a spreadsheet export's sheet name and column headers, and
 * a 422's messages (the shared rules' texts and a custom validator's).
 */
let t: TestApp;
let token: string;
let userId: number;
let table: TableFixture;
let form: FormFixture;
let tableTitle: string;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, []);
  userId = (await t.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  table = await createTableFixture(t.db, { rows: 3 });
  tableTitle = (await t.db.selectFrom('tables').select('title').where('name', '=', table.name).executeTakeFirstOrThrow()).title!;
  form = await createFormFixture(t.db, {
    elements: () => [
      { type: 'input', data_field: 'title', label: 'Сарлавҳа', is_required: true },
      { type: 'number', data_field: 'amount', label: 'Сумма', max_value: 100 },
      { type: 'input', data_field: 'city', custom_validator: "value == 'x' ? 'Шаҳар номи қисқа' : null" },
    ],
  });
  // The administrator's translations of this table's and form's texts ('Status' and 'Score' have none).
  const texts: [string, string, string][] = [
    [tableTitle, 'ru', 'Тестовая таблица'],
    [tableTitle, 'en', 'Test table'],
    ['Title', 'ru', 'Заголовок'],
    ['Place', 'ru', 'Место'],
    ['Region', 'ru', 'Регион'],
    ['Amount', 'ru', 'Сумма'],
    ['Place', 'en', 'Whereabouts'],
    ['Шаҳар номи қисқа', 'ru', 'Название города слишком короткое'],
  ];
  await t.db
    .insertInto('translations')
    .values(texts.map(([key, locale, value]) => ({ key, locale, value })))
    .onConflict((oc) => oc.columns(['locale', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
});
afterAll(async () => t?.close());

async function exportSheet(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    url: `/api/export/${table.name}?${new URLSearchParams(query)}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return { name: sheet.name, header: (sheet.getRow(1).values as unknown[]).slice(1) };
}

describe('spreadsheet export in the request’s locale', () => {
  it('names the sheet and heads the columns (header groups too) in the Accept-Language locale, Uzbek where untranslated', async () => {
    expect(await exportSheet({}, { 'accept-language': 'ru' })).toEqual({
      name: 'Тестовая таблица',
      header: ['ID', 'Заголовок', 'Место / Регион', 'Место / Status', 'Сумма', 'Score', 'Created on', 'Created at', 'Active', 'Share'],
    });
  });

  it('takes ?locale= first, and the default locale keeps the texts as defined', async () => {
    const english = await exportSheet({ locale: 'en' }, { 'accept-language': 'ru' });
    expect(english.name).toBe('Test table');
    expect(english.header.slice(0, 4)).toEqual(['ID', 'Title', 'Whereabouts / Region', 'Whereabouts / Status']);
    const uzbek = await exportSheet({}, { 'accept-language': 'uz' });
    expect(uzbek.name).toBe(tableTitle.slice(0, 31));
    expect(uzbek.header.slice(0, 3)).toEqual(['ID', 'Title', 'Place / Region']);
  });

  it('falls back to the user’s saved locale without Accept-Language, and keeps the user’s own column titles', async () => {
    await t.db.updateTable('users').set({ locale: 'ru' }).where('id', '=', userId).execute();
    const config = { titles: { [table.columnIds.amount]: 'Моя сумма' } };
    await t.db
      .insertInto('user_column_configs')
      .values({ user_id: userId, table_id: table.id, level: 1, config: JSON.stringify(config) })
      .execute();
    try {
      expect((await exportSheet({})).header.slice(0, 5)).toEqual(['ID', 'Заголовок', 'Место / Регион', 'Место / Status', 'Моя сумма']);
    } finally {
      await t.db.updateTable('users').set({ locale: 'uz' }).where('id', '=', userId).execute();
      await t.db.deleteFrom('user_column_configs').where('table_id', '=', table.id).execute();
    }
  });
});

describe('422 validation messages in the request’s locale', () => {
  function save(values: Record<string, unknown>, headers: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: `/api/forms/${form.form}/records`,
      payload: { values },
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  }

  it('answers the shared rules’ messages and a custom validator’s text in Russian, keeping {0} and params', async () => {
    const response = await save({ amount: 500, city: 'x' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'Данные введены неверно',
      code: 'VALIDATION_FAILED',
      errors: {
        title: { message: 'Поле обязательно для заполнения' },
        amount: { message: 'Значение должно быть меньше или равно {0}', params: [100] },
        city: { message: 'Название города слишком короткое' },
      },
    });
  });

  it('keeps the Uzbek text where the locale has no translation, and in Uzbek', async () => {
    const english = (await save({ title: 'Салом', city: 'x' }, { 'accept-language': 'en' })).json();
    expect(english.message).toBe('The data entered is invalid');
    expect(english.errors).toEqual({ city: { message: 'Шаҳар номи қисқа' } });
    const uzbek = (await save({ amount: 500 }, { 'accept-language': 'uz' })).json();
    expect(uzbek.message).toBe('Маълумотлар нотўғри киритилган');
    expect(uzbek.errors.title).toEqual({ message: 'Майдонни тўлдириш керак' });
  });
});
