import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EIMZO_DISABLED, EIMZO_INVALID_CERTIFICATE, EIMZO_REVOKED } from '../../src/core/api/signInContract';
import type { OpenedKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';
import { readSignedPackage } from '../../server/eimzo/readSignedPackage';
import { SIGNATURE_NOT_CURRENT, SIGNATURE_NOT_YOURS } from '../../server/routes/registerRecordSignatureRoutes';
import { SIGNATURE_TIME_STAMP_TOKEN } from '../../server/eimzo/tspOids';
import { createTestPki, directorKey, type TestPki, USER_PINFL, userKey } from './support/eimzoPki';
import { createFormFixture, type FormFixture } from './support/formFixture';
import { startEimzoServerEmulator } from './support/startEimzoServerEmulator';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let pki: TestPki;
let person: OpenedKeyFile;
let director: OpenedKeyFile;
let t: TestApp;
let fixture: FormFixture;
let token: string;

beforeAll(async () => {
  pki = await createTestPki();
  person = await userKey(pki);
  director = await directorKey(pki);
  t = await createTestApp({ eimzo: pki.trust });
  fixture = await createFormFixture(t.db);
  ({ token } = await login(t.app, 'user', 'user123'));
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, contentType = 'application/json') =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': contentType }) },
    payload: payload as string,
  });
async function newRecord(title: string): Promise<{ id: number; version: number }> {
  const response = await call('POST', `forms/${fixture.form}/records`, { values: { title } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const state = async (id: number) => (await call('GET', `forms/${fixture.form}/records/${id}/signature`)).json().data;
const sign = (id: number, pkcs7: string) => call('POST', `forms/${fixture.form}/records/${id}/signature`, pkcs7, 'text/plain');

describe('signed records (GET/POST forms/{name}/records/{id}/signature)', { timeout: 90_000 }, () => {
  it('signs a record’s canonical text with the user’s key, time-stamps it, keeps it with the version and offers the package', async () => {
    const record = await newRecord('Имзоланадиган');
    const before = await state(record.id);
    expect(before).toEqual({ content: expect.any(String), signature: null });
    expect(JSON.parse(before.content)).toMatchObject({
      form: fixture.form,
      id: String(record.id),
      version: 1,
      values: { title: 'Имзоланадиган' },
    });

    const signed = await sign(record.id, await signPackage(before.content, person));
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json().data).toEqual({
      signer: { fullName: 'Алишер Навоий', organization: null, pinfl: USER_PINFL, tin: null, serialNumber: expect.any(String) },
      signedAt: expect.any(String),
      version: 1,
      covers: true,
    });
    expect((await state(record.id)).signature).toMatchObject({ covers: true, version: 1 });

    const download = await call('GET', `forms/${fixture.form}/records/${record.id}/signature/package`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${fixture.form}-${record.id}-v1.p7s"`);
    const stored = readSignedPackage(download.rawPayload.toString('base64'));
    expect(stored.content).toBe(before.content);
    // The server's time stamp is on it.
    expect(stored.signerInfo.unsignedAttrs?.attributes.map((attribute) => attribute.type)).toContain(SIGNATURE_TIME_STAMP_TOKEN);
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'recordSigned').execute();
    expect(audit.map((row) => row.details)).toContainEqual(expect.objectContaining({ form: fixture.form, id: record.id, version: 1 }));
  });

  it('says the signature no longer covers the record after an edit, refuses the old package, and takes a new one', async () => {
    const record = await newRecord('Ўзгарадиган');
    const { content } = await state(record.id);
    const old = await signPackage(content, person);
    expect((await sign(record.id, old)).statusCode).toBe(201);
    const edited = await call('PUT', `forms/${fixture.form}/records/${record.id}`, {
      values: { title: 'Ўзгарди' },
      version: record.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await state(record.id);
    expect(after.signature).toMatchObject({ covers: false, version: 1 });
    expect(JSON.parse(after.content)).toMatchObject({ version: 2 });

    const replayed = await sign(record.id, old);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toMatchObject({ message: SIGNATURE_NOT_CURRENT });
    // A package over another record's text is refused the same way.
    const other = await newRecord('Бошқа');
    expect((await sign(other.id, old)).json()).toMatchObject({ message: SIGNATURE_NOT_CURRENT });

    const again = await sign(record.id, await signPackage(after.content, person));
    expect(again.statusCode).toBe(201);
    expect((await state(record.id)).signature).toMatchObject({ covers: true, version: 2 });
  });

  it('refuses a tampered package, a key of somebody else and a revoked key, each with its message', async () => {
    const record = await newRecord('Ҳимояланган');
    const { content } = await state(record.id);
    // The signature value changed by one bit: the CMS no longer verifies.
    const pkcs7 = await signPackage(content, person);
    const { signedData } = readSignedPackage(pkcs7);
    const value = new Uint8Array(signedData.signerInfos[0].signature.valueBlock.valueHexView);
    value[value.length - 1] ^= 1;
    signedData.signerInfos[0].signature.valueBlock.valueHexView = value;
    const tampered = Buffer.from(
      new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signedData.toSchema(true) }).toSchema().toBER(false),
    ).toString('base64');
    const refused = await sign(record.id, tampered);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: EIMZO_INVALID_CERTIFICATE });

    const foreign = await sign(record.id, await signPackage(content, director));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: SIGNATURE_NOT_YOURS });

    const old = await userKey(pki);
    await pki.revoke(old);
    const revoked = await sign(record.id, await signPackage(content, old));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ message: EIMZO_REVOKED });
    expect((await state(record.id)).signature).toBeNull();
  });

  it('checks record signatures through the E-IMZO server when one is configured', async () => {
    const emulator = await startEimzoServerEmulator(pki.trust);
    const remote = await createTestApp({ eimzoServer: { url: emulator.url, timeoutMs: 5000, siteHost: null } });
    try {
      const form = await createFormFixture(remote.db);
      const { token: remoteToken } = await login(remote.app, 'user', 'user123');
      const headers = { authorization: `Bearer ${remoteToken}` };
      const created = await remote.app.inject({
        method: 'POST',
        url: `/api/forms/${form.form}/records`,
        headers,
        payload: { values: { title: 'Масофавий' } },
      });
      const id = created.json().data.id as number;
      const { content } = (
        await remote.app.inject({ method: 'GET', url: `/api/forms/${form.form}/records/${id}/signature`, headers })
      ).json().data;
      const post = async (key: OpenedKeyFile) =>
        remote.app.inject({
          method: 'POST',
          url: `/api/forms/${form.form}/records/${id}/signature`,
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: await signPackage(content, key),
        });
      const signed = await post(person);
      expect(signed.statusCode, signed.body).toBe(201);
      expect(signed.json().data).toMatchObject({ signer: { pinfl: USER_PINFL }, covers: true });
      expect(emulator.calls.map((call) => call.path)).toEqual(['/frontend/timestamp/pkcs7', '/backend/pkcs7/verify/attached']);
      const old = await userKey(pki);
      await pki.revoke(old);
      expect((await post(old)).json()).toMatchObject({ message: EIMZO_REVOKED });
    } finally {
      await remote.close();
      await emulator.close();
    }
  });

  it('answers odd input with 4xx: garbage, an unknown record, a form the user may not read, and no signatures configured', async () => {
    const record = await newRecord('Чегаралар');
    for (const body of ['not base64 !', 'MIAG', 'A'.repeat(5000)]) {
      const response = await sign(record.id, body);
      expect(response.statusCode, body.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await call('GET', `forms/${fixture.form}/records/999999/signature`)).statusCode).toBe(404);
    const guarded = await createFormFixture(t.db, { form: { permission: 'reports.edit' } });
    expect((await call('GET', `forms/${guarded.form}/records/1/signature`)).statusCode).toBe(403);

    const plain = await createTestApp();
    try {
      const { token: plainToken } = await login(plain.app, 'user', 'user123');
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/forms/appeals/records/1/signature`,
        headers: { authorization: `Bearer ${plainToken}`, 'content-type': 'text/plain' },
        payload: 'MIAG',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: EIMZO_DISABLED });
    } finally {
      await plain.close();
    }
  });
});
