import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './filesFixture';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

/** Issue 14: `/import/{name}` on the demo's appeals import (seedDemoImports), on PGlite and PostgreSQL. */
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = (await login(t.app, 'admin', 'admin123')).token;
  user = (await login(t.app, 'user', 'user123')).token;
});
afterAll(async () => t?.close());

const HEADERS = ['Рақами', 'Мурожаатчи', 'Телефон', 'Ҳудуд', 'Туман', 'Тоифа', 'Ҳолат', 'Сумма', 'Тўланган', 'Муддати', 'Мазмуни'];

async function names(): Promise<{ region: string; district: string; category: string; status: string }> {
  const pick = async (from: string, where = sql``) =>
    (await sql<{ name: string }>`SELECT name FROM ${sql.id('app', from)} ${where} ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.name;
  return {
    region: await pick('regions', sql`WHERE id = 1`),
    district: await pick('districts', sql`WHERE region_id = 1`),
    category: await pick('categories'),
    status: await pick('statuses'),
  };
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Мурожаатлар');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function send(token: string, content: Buffer, filename = 'appeals.xlsx', name = 'appeals') {
  const { payload, headers } = multipart([{ name: 'file', filename, content }]);
  return t.app.inject({ method: 'POST', url: `/api/import/${name}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

async function appealsNumbered(prefix: string): Promise<{ number: string; applicant: string; amount: string }[]> {
  const { rows } = await sql<{ number: string; applicant: string; amount: string }>`
    SELECT number, applicant, amount::text AS amount FROM app.appeals WHERE number LIKE ${`${prefix}%`} ORDER BY number`.execute(t.db);
  return rows;
}

describe('imports from files', () => {
  it('answers the meta: the note, the columns a file must have', async () => {
    const response = await t.app.inject({ url: '/api/import/appeals', headers: { authorization: `Bearer ${admin}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ columns: HEADERS, templateFileId: null, sampleFileId: null });
    expect(response.json().data.note).toMatch(/^Биринчи қаторда/);
    const english = await t.app.inject({
      url: '/api/import/appeals?locale=en',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    });
    expect(english.json().data.note).toMatch(/^Column names go in the first row/);
  });

  it('imports every row of an xlsx file, selects by name and dates as written, in one go', async () => {
    const n = await names();
    const file = await xlsx([
      HEADERS,
      ['IMP-001', 'Алиев Вали', null, n.region, n.district, n.category, n.status, '1 500,50', 0, '15.03.2026', 'Биринчи'],
      ['IMP-002', 'Каримова Дилноза', null, n.region, n.district, n.category, n.status, 200, 100, new Date(Date.UTC(2026, 3, 1)), null],
    ]);
    const response = await send(admin, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Маълумотлар импорт қилинди', data: { inserted: 2, updated: 0 } });
    expect(await appealsNumbered('IMP-00')).toEqual([
      { number: 'IMP-001', applicant: 'Алиев Вали', amount: '1500.50' },
      { number: 'IMP-002', applicant: 'Каримова Дилноза', amount: '200.00' },
    ]);
    const audit = await t.db.selectFrom('user_logs').select(['action_type']).where('action_type', '=', 'import').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('updates the appeal a row names by its number (the key), from a csv with ; separators', async () => {
    const n = await names();
    const csv = Buffer.from(
      `\ufeff${HEADERS.join(';')}\nIMP-001;Алиев Вали Валиевич;;${n.region};${n.district};${n.category};${n.status};1600;0;2026-03-15;\n`,
      'utf8',
    );
    const response = await send(admin, csv, 'appeals.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ inserted: 0, updated: 1 });
    expect((await appealsNumbered('IMP-001'))[0]).toEqual({ number: 'IMP-001', applicant: 'Алиев Вали Валиевич', amount: '1600.00' });
  });

  it('writes nothing when any row is refused, and reports every refused cell with a file to fix', async () => {
    const n = await names();
    const file = await xlsx([
      HEADERS,
      ['IMP-101', 'Тошматов', null, n.region, n.district, n.category, n.status, 10, 0, null, null],
      ['IMP-102', 'Ал', null, n.region, n.district, n.category, n.status, -5, 0, null, null],
      ['IMP-103', 'Эргашев', null, 'Йўқ ҳудуд', n.district, n.category, n.status, 'кўп', 0, '31.02.2026', null],
    ]);
    const response = await send(admin, file);
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Маълумотлар импорт қилишда хатолик');
    expect(body.rows).toBe(3);
    const cells = body.errors.map((error: { row: number; column: string }) => `${error.row}:${error.column}`);
    expect(cells).toEqual(expect.arrayContaining(['3:Мурожаатчи', '3:Сумма', '4:Ҳудуд', '4:Сумма', '4:Муддати']));
    expect(cells.some((cell: string) => cell.startsWith('2:'))).toBe(false);
    // A rule's bound is in its message, as under the field in the browser.
    expect(body.errors).toContainEqual({ row: 3, column: 'Мурожаатчи', message: 'Майдонни узунлиги 3 та ёки ундан кўп бўлиши керак' });
    // A cell that cannot be read as its field's value is quoted, with the shape it needs (issue 43).
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'Ҳудуд', message: 'Рўйхатда бундай қиймат йўқ: «Йўқ ҳудуд»' },
        { row: 4, column: 'Сумма', message: 'Сон бўлиши керак: «кўп»' },
        { row: 4, column: 'Муддати', message: 'Сана КК.ОО.ЙЙЙЙ шаклида бўлиши керак: «31.02.2026»' },
      ]),
    );
    expect(await appealsNumbered('IMP-1')).toEqual([]);

    const report = await t.app.inject({ url: `/api/uploads/files/${body.reportFileId}`, headers: { authorization: `Bearer ${admin}` } });
    expect(report.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS, 'Хато']);
    expect(sheet.getRow(2).getCell(HEADERS.length + 1).value).toBeNull();
    expect(String(sheet.getRow(3).getCell(HEADERS.length + 1).value)).toMatch(/Мурожаатчи: /);
    expect(String(sheet.getRow(4).getCell(HEADERS.length + 1).value)).toMatch(/Ҳудуд: /);
  });

  it('reports a row the database refuses (an unknown region id) beside the rows the rules refuse, and writes nothing', async () => {
    const n = await names();
    const file = await xlsx([
      HEADERS,
      ['IMP-301', 'Тошматов', null, n.region, n.district, n.category, n.status, 10, 0, null, null],
      ['IMP-302', 'Йўлдошев', null, 999_999, n.district, n.category, n.status, 10, 0, null, null],
      ['IMP-303', 'Ал', null, n.region, n.district, n.category, n.status, 10, 0, null, null],
      ['IMP-304', 'Раҳимов', null, n.region, n.district, n.category, n.status, 10, 0, null, null],
    ]);
    const response = await send(admin, file);
    expect(response.statusCode, response.body).toBe(422);
    const cells = response.json().errors.map((error: { row: number; column: string }) => `${error.row}:${error.column}`);
    expect(cells).toEqual(expect.arrayContaining(['3:Ҳудуд', '4:Мурожаатчи']));
    expect(cells.some((cell: string) => cell.startsWith('2:') || cell.startsWith('5:'))).toBe(false);
    expect(await appealsNumbered('IMP-3')).toEqual([]);
  });

  it('treats a number met twice in one file as a new appeal, then an update of it', async () => {
    const n = await names();
    const row = (applicant: string) => `IMP-401;${applicant};;${n.region};${n.district};${n.category};${n.status};5;0;2026-03-15;`;
    const csv = Buffer.from([HEADERS.join(';'), row('Биринчи ёзилгани'), row('Иккинчи ёзилгани')].join('\n'));
    const response = await send(admin, csv, 'appeals.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ inserted: 1, updated: 1 });
    expect(await appealsNumbered('IMP-401')).toEqual([{ number: 'IMP-401', applicant: 'Иккинчи ёзилгани', amount: '5.00' }]);
  });

  it('names a missing column at the header row and writes nothing', async () => {
    const response = await send(admin, await xlsx([HEADERS.filter((header) => header !== 'Мурожаатчи'), ['IMP-201']]));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([{ row: 1, column: 'Мурожаатчи', message: 'Файлда устун йўқ' }]);
  });

  it('refuses a file that is no spreadsheet (415) or a damaged one (400), an unknown import (404), no sign-in (401)', async () => {
    const notSheet = await send(admin, Buffer.from('%PDF-1.4 binary\u0000'), 'x.pdf');
    expect(notSheet.statusCode).toBe(415);
    expect(notSheet.json().error).toBe('Unsupported Media Type');
    const damaged = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const refused = await send(admin, damaged);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('Файлни ўқиб бўлмади: фақат xlsx ёки csv файл');
    expect((await send(admin, await xlsx([HEADERS]), 'a.xlsx', 'no_such_import')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/import/appeals' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/import/%00', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBeLessThan(500);
  });

  it('gives a template with the columns, and a sample of stored appeals that imports as it is', async () => {
    const template = await t.app.inject({ url: '/api/import/appeals/template', headers: { authorization: `Bearer ${admin}` } });
    expect(template.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...HEADERS]);
    const sample = await t.app.inject({ url: '/api/import/appeals/template?sample=true', headers: { authorization: `Bearer ${admin}` } });
    // Lists by name, as the import's note says (issue 43): the region of the first sample row is a region's name.
    const sampleBook = new ExcelJS.Workbook();
    await sampleBook.xlsx.load(sample.rawPayload as unknown as ArrayBuffer);
    const region = sampleBook.worksheets[0]!.getRow(2).getCell(HEADERS.indexOf('Ҳудуд') + 1).value;
    const regionNames = (await sql<{ name: string }>`SELECT name FROM app.regions`.execute(t.db)).rows.map((row) => row.name);
    expect(regionNames).toContain(region);
    const again = await send(admin, sample.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ inserted: 0, updated: 3 });
  });

  it("needs the target form: an import into the administrators' menus form is refused to a user (403), not to an admin", async () => {
    await sql`INSERT INTO excel_import_configs (name, target_form) VALUES ('menus_import', 'menus')`.execute(t.db);
    const asUser = await t.app.inject({ url: '/api/import/menus_import', headers: { authorization: `Bearer ${user}` } });
    expect(asUser.statusCode, asUser.body).toBe(403);
    const posted = await send(user, await xlsx([['name']]), 'm.xlsx', 'menus_import');
    expect(posted.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/import/menus_import', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
  });

  it('holds a users import to the users form’s rules: duplicate usernames refused, no password, nothing written; a good row gets a temporary password', async () => {
    const config = await sql<{
      id: number;
    }>`INSERT INTO excel_import_configs (name, target_form) VALUES ('users_import', 'users') RETURNING id`.execute(t.db);
    const id = config.rows[0]!.id;
    await sql`INSERT INTO excel_import_row_handlers (config_id, column_name, data_field)
      VALUES (${id}, 'Логин', 'username'), (${id}, 'Ф.И.Ш.', 'full_name'), (${id}, 'Парол', 'password_hash')`.execute(t.db);
    const users = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM users`.execute(t.db)).rows[0]!.n);
    const before = await users();
    const refused = await send(
      admin,
      await xlsx([
        ['Логин', 'Ф.И.Ш.', 'Парол'],
        ['yangi', 'Янги Фойдаланувчи', 'Vaqtincha-1'],
        ['YANGI', 'Такрор', 'Vaqtincha-2'],
        ['ADMIN', 'Бор логин', 'Vaqtincha-3'],
        ['parolsiz', 'Паролсиз', null],
      ]),
      'users.xlsx',
      'users_import',
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, column: 'Логин', message: 'Бундай логин аллақачон бор' }),
        expect.objectContaining({ row: 4, column: 'Логин', message: 'Бундай логин аллақачон бор' }),
        expect.objectContaining({ row: 5, column: 'Парол' }),
      ]),
    );
    expect(await users()).toBe(before);

    const imported = await send(
      admin,
      await xlsx([
        ['Логин', 'Ф.И.Ш.', 'Парол'],
        ['yangi', 'Янги Фойдаланувчи', 'Vaqtincha-1'],
      ]),
      'users.xlsx',
      'users_import',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['password_hash', 'must_change_password'])
      .where('username', '=', 'yangi')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2/);
    expect(row.must_change_password).toBe(true);
  });
});
