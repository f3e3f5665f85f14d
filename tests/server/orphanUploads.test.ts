import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteFile } from '../../src/core/api/formMeta';
import { createFileStorage } from '../../server/files/createFileStorage';
import { purgeOrphanUploads } from '../../server/files/purgeOrphanUploads';
import { multipart, PDF, uploadParts } from './filesFixture';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { fixtureUserToken } from './support/tableFixture';
import { createTestApp, type TestApp } from './testApp';

/** Issue 14: uploads never saved into a record are purged after a configured age; everything else stays. */
let t: TestApp;
let token: string;
let fixture: FormFixture;
let elementId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  token = await fixtureUserToken(t.app, t.db, ['platon.admin']);
  fixture = await createFormFixture(t.db);
  const form = await t.db.selectFrom('forms').select('id').where('name', '=', fixture.form).executeTakeFirstOrThrow();
  elementId = (
    await t.db
      .selectFrom('form_elements')
      .select('id')
      .where('form_id', '=', form.id)
      .where('data_field', '=', 'attachments')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => t?.close());

async function upload(name: string): Promise<RemoteFile> {
  const { payload, headers } = multipart(uploadParts({ elementId, form: fixture.form }, { filename: name, content: PDF }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload/form',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const bodyPath = (id: string) => path.join(t.uploadsDir, id.slice(0, 2), id);
const downloadStatus = async (id: string) =>
  (await t.app.inject({ url: `/api/uploads/files/${id}`, headers: { authorization: `Bearer ${token}` } })).statusCode;

describe('orphan uploads', () => {
  it('deletes old uploads no save wrote into a record, with their bodies, and keeps the rest', async () => {
    const saved = await upload('saved.pdf');
    const orphan = await upload('orphan.pdf');
    const fresh = await upload('fresh.pdf');
    const record = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${fixture.form}/records`,
      payload: { values: { title: 'Мурожаат', amount: 15, attachments: [{ id: saved.id }] } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(record.statusCode, record.body).toBe(201);
    // A file the server made itself (an export's result) belongs to no form element.
    await t.db
      .insertInto('files')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'files',
        name: 'x.xlsx',
        extension: 'xlsx',
        mime: 'application/zip',
        size: 1,
        storage_key: 'ab/none',
        form_element_id: null,
        user_id: null,
      })
      .execute();
    await t.db
      .updateTable('files')
      .set({ created_at: sql<Date>`now() - interval '2 days'` })
      .where('id', 'in', [saved.id, orphan.id, '00000000-0000-4000-8000-000000000001'])
      .execute();

    const deleted = await purgeOrphanUploads(t.db, createFileStorage(t.uploadsDir), 24 * 3600_000);
    expect(deleted).toBe(1);
    expect(await downloadStatus(orphan.id)).toBe(404);
    expect(existsSync(bodyPath(orphan.id))).toBe(false);
    expect(await downloadStatus(saved.id)).toBe(200);
    expect(await downloadStatus(fresh.id)).toBe(200);
    expect(await t.db.selectFrom('files').select('id').where('id', '=', '00000000-0000-4000-8000-000000000001').execute()).toHaveLength(1);
  });
});
