import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OTP_REQUIRED } from '../../src/core/api/contract';
import {
  EIMZO_CHALLENGE_INVALID,
  EIMZO_DISABLED,
  EIMZO_INDIVIDUALS_REFUSED,
  EIMZO_INVALID_CERTIFICATE,
  EIMZO_LEGAL_REFUSED,
  EIMZO_NO_USER,
  EIMZO_NOT_ALLOWED,
  EIMZO_REVOKED,
  EIMZO_TIMESTAMP_INVALID,
} from '../../src/core/api/signInContract';
import type { OpenedKeyFile } from '../../src/core/eimzo/readKeyFile';
import { signPackage } from '../../src/core/eimzo/signPackage';
import { attachTimestamp } from '../../server/eimzo/attachTimestamp';
import { createCertificateAuthority } from '../../server/eimzo/createCertificateAuthority';
import { createOwnTimestamper } from '../../server/eimzo/createOwnTimestamper';
import { createRemoteTimestamper } from '../../server/eimzo/createRemoteTimestamper';
import {
  createTestPki,
  DIRECTOR_PINFL,
  directorKey,
  individualSubject,
  legalSubject,
  type TestPki,
  USER_PINFL,
  userKey,
} from './support/eimzoPki';
import { startTsaServer } from './support/startTsaServer';
import { createTestApp, type TestApp } from './testApp';

let pki: TestPki;
let director: OpenedKeyFile;
let person: OpenedKeyFile;
let t: TestApp;

beforeAll(async () => {
  pki = await createTestPki();
  director = await directorKey(pki);
  person = await userKey(pki);
});
afterEach(async () => t?.close());

const app = async () => (t = await createTestApp({ eimzo: pki.trust }));
const challenge = async () => (await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' })).json().data.challenge as string;
const stamp = (pkcs7: string) => t.app.inject({ method: 'POST', url: '/api/eimzo/timestamp', payload: { pkcs7 } });
const post = (body: string, otp?: string) =>
  t.app.inject({
    method: 'POST',
    url: otp === undefined ? '/api/auth/e-imzo' : `/api/auth/eimzo?otp=${otp}`,
    headers: { 'content-type': 'text/plain' },
    payload: body,
  });
/** What the browser does: a fresh challenge signed with the key, then stamped by the server. */
async function signedPackage(key: OpenedKeyFile, content?: string): Promise<string> {
  const response = await stamp(await signPackage(content ?? (await challenge()), key));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.pkcs7b64;
}
const refusal = (message: string) => expect.objectContaining({ message });
const setUser = (username: string, values: Record<string, unknown>) =>
  t.db.updateTable('users').set(values).where('username', '=', username).execute();

describe('digital-signature sign-in (GET/POST /api/auth/e-imzo, POST /api/eimzo/timestamp)', () => {
  it('signs in a legal entity’s employee: token and user, registered with E-IMZO, audited with the method', async () => {
    await app();
    const issued = (await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' })).json().data;
    expect(issued).toEqual({ challenge: expect.stringMatching(/^[\w-]{43}$/), ttl: 120 });
    const response = await post(await signedPackage(director, issued.challenge));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      token: expect.any(String),
      refresh_token: expect.any(String),
      user: { username: 'director', registeredWithEimzo: true, pinfl: DIRECTOR_PINFL },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user-info', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data.username).toBe('director');
    const log = await t.db
      .selectFrom('user_logs')
      .select(['action_type', 'details'])
      .where('action_type', '=', 'loggedIn')
      .executeTakeFirstOrThrow();
    expect(log.details).toMatchObject({ method: 'eimzo' });
  });

  it('signs in an individual, and sets registeredWithEimzo so the organisations flow runs', async () => {
    await app();
    const response = await post(await signedPackage(person));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user).toMatchObject({ username: 'user', registeredWithEimzo: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.eimzo).toBe(true);
  });

  it('applies eimzoAllowToLogin: individuals refused for legal-only accounts, legal entities for individual-only ones', async () => {
    await app();
    await setUser('user', { eimzo_allow_to_login: 'legal' });
    const individual = await post(await signedPackage(person));
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual(refusal(EIMZO_INDIVIDUALS_REFUSED));
    await setUser('director', { eimzo_allow_to_login: 'individuals' });
    const legal = await post(await signedPackage(director));
    expect(legal.statusCode).toBe(403);
    expect(legal.json()).toEqual(refusal(EIMZO_LEGAL_REFUSED));
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loginFailed').execute();
    expect(audit.map((row) => (row.details as { reason: string }).reason)).toEqual(['individual', 'legal entity']);
  });

  it('refuses an account whose sign-in methods leave out the signature, with its message, and signs in once allowed', async () => {
    await app();
    await setUser('user', { sign_in_methods: JSON.stringify(['password']) });
    const refused = await post(await signedPackage(person));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('Бу ҳисобга ЭРИ орқали кириш рухсат этилмаган'));
    const audit = await t.db.selectFrom('user_logs').select('details').where('action_type', '=', 'loginFailed').execute();
    expect(audit.map((row) => (row.details as { reason: string }).reason)).toEqual(['method']);
    expect(await t.db.selectFrom('auth_sessions').select('id').execute()).toEqual([]);
    await setUser('user', { sign_in_methods: JSON.stringify(['password', 'eimzo']) });
    expect((await post(await signedPackage(person))).statusCode).toBe(200);
  });

  it('refuses a certificate of another CA, an expired one and a revoked one, each with its message', async () => {
    await app();
    const stranger = await createCertificateAuthority('CN=Test Root CA, C=UZ');
    const foreign = await pki.key(individualSubject('Алишер Навоий', USER_PINFL), {}, stranger);
    expect((await post(await signedPackage(foreign))).json()).toEqual(refusal(EIMZO_INVALID_CERTIFICATE));

    const expired = await pki.key(individualSubject('Алишер Навоий', USER_PINFL), {
      notBefore: new Date('2020-01-01'),
      notAfter: new Date('2021-01-01'),
    });
    expect((await post(await signedPackage(expired))).json()).toEqual(refusal(EIMZO_INVALID_CERTIFICATE));

    const old = await userKey(pki);
    await pki.revoke(old);
    const revoked = await post(await signedPackage(old));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual(refusal(EIMZO_REVOKED));
    // The list names only that key: the person's current key still signs in.
    expect((await post(await signedPackage(person))).statusCode).toBe(200);
  });

  it('applies the signature list: a black-listed serial, and a white list without the serial, are refused', async () => {
    await app();
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'user').executeTakeFirstOrThrow();
    const serial = Buffer.from(person.certificate.serialNumber.valueBlock.valueHexView).toString('hex');
    await t.db
      .insertInto('signature_lists')
      .values({ user_id: user.id, imzo_serial: `00${serial}`, type: false })
      .execute();
    expect((await post(await signedPackage(person))).json()).toEqual(refusal(EIMZO_NOT_ALLOWED));

    await t.db.deleteFrom('signature_lists').execute();
    await t.db.insertInto('signature_lists').values({ user_id: user.id, imzo_serial: 'abc123', type: true }).execute();
    const notListed = await post(await signedPackage(person));
    expect(notListed.statusCode).toBe(403);
    expect(notListed.json()).toEqual(refusal(EIMZO_NOT_ALLOWED));

    // Typed with padding: still the same serial.
    await t.db
      .insertInto('signature_lists')
      .values({ user_id: user.id, imzo_serial: `000${serial}`, type: true })
      .execute();
    expect((await post(await signedPackage(person))).statusCode).toBe(200);
  });

  it('finds nobody for an unknown PINFL, or for an employee’s key of an organisation the user is not in', async () => {
    await app();
    const unknown = await pki.key(individualSubject('Номаълум', '12345678901234'));
    expect((await post(await signedPackage(unknown))).json()).toEqual(refusal(EIMZO_NO_USER));
    const otherCompany = await pki.key(legalSubject('Жасур Раҳимов', '999888777', DIRECTOR_PINFL));
    expect((await post(await signedPackage(otherCompany))).json()).toEqual(refusal(EIMZO_NO_USER));
  });

  it('lets a package sign in once: replayed, unknown and expired challenges are refused', async () => {
    await app();
    const body = await signedPackage(person);
    expect((await post(body)).statusCode).toBe(200);
    const replay = await post(body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));

    const made = await stamp(await signPackage('never-issued-by-this-server', person));
    expect(made.json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));
    const withOwnStamp = await attachTimestamp(await signPackage('never-issued-by-this-server', person), pki.trust.timestamper);
    expect((await post(withOwnStamp.pkcs7b64)).json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));

    const late = await signedPackage(person);
    await t.db
      .updateTable('eimzo_challenges')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    expect((await post(late)).json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));
  });

  it('lets exactly one of ten identical packages posted at once sign in', async () => {
    await app();
    const body = await signedPackage(person);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
    const sessions = await t.db.selectFrom('auth_sessions').select('id').execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses changed content, a missing timestamp, a stamp of another signature and one from an untrusted TSA', async () => {
    await app();
    const tampered = pkijs.ContentInfo.fromBER(Buffer.from(await signedPackage(person), 'base64'));
    const signed = new pkijs.SignedData({ schema: tampered.content });
    const other = await challenge();
    signed.encapContentInfo = new pkijs.EncapsulatedContentInfo({
      eContentType: '1.2.840.113549.1.7.1',
      eContent: new asn1js.OctetString({ valueHex: new TextEncoder().encode(other) }),
    });
    const changed = Buffer.from(
      new pkijs.ContentInfo({ contentType: tampered.contentType, content: signed.toSchema(true) }).toSchema().toBER(false),
    ).toString('base64');
    expect((await post(changed)).json()).toEqual(refusal(EIMZO_INVALID_CERTIFICATE));

    expect((await post(await signPackage(await challenge(), person))).json()).toEqual(refusal(EIMZO_TIMESTAMP_INVALID));

    // The token of one signature moved onto another package.
    const first = pkijs.ContentInfo.fromBER(Buffer.from(await signedPackage(person), 'base64'));
    const second = pkijs.ContentInfo.fromBER(Buffer.from(await signPackage(await challenge(), person), 'base64'));
    const from = new pkijs.SignedData({ schema: first.content });
    const to = new pkijs.SignedData({ schema: second.content });
    to.signerInfos[0].unsignedAttrs = from.signerInfos[0].unsignedAttrs;
    const moved = Buffer.from(
      new pkijs.ContentInfo({ contentType: second.contentType, content: to.toSchema(true) }).toSchema().toBER(false),
    ).toString('base64');
    expect((await post(moved)).json()).toEqual(refusal(EIMZO_TIMESTAMP_INVALID));

    const rogueCa = await createCertificateAuthority('CN=Rogue CA');
    const rogueTsa = await rogueCa.issue({ subject: 'CN=Rogue TSA', timeStamping: true });
    const rogue = createOwnTimestamper({
      privateKey: rogueTsa.keys.privateKey,
      certificates: [pkijs.Certificate.fromBER(rogueTsa.certificate.rawData)],
    });
    const rogueStamped = await attachTimestamp(await signPackage(await challenge(), person), rogue);
    expect((await post(rogueStamped.pkcs7b64)).json()).toEqual(refusal(EIMZO_TIMESTAMP_INVALID));

    // A signer's certificate is no TSA: a token signed with it is refused though it chains to the trusted CA.
    const selfStamped = await attachTimestamp(
      await signPackage(await challenge(), person),
      createOwnTimestamper({ privateKey: person.privateKey, certificates: [person.certificate] }),
    );
    expect((await post(selfStamped.pkcs7b64)).json()).toEqual(refusal(EIMZO_TIMESTAMP_INVALID));
  });

  it('asks for the one-time code, burns the challenge on a wrong one, and signs in with the right one', async () => {
    await app();
    await setUser('otp', { pinfl: '11111111111111' });
    const key = await pki.key(individualSubject('Бобур Мирзо', '11111111111111'));
    const totp = new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 });
    const body = await signedPackage(key);
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ statusCode: 200, error: OTP_REQUIRED });
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    const wrong = await post(body, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Бир марталик код нотўғри' });
    expect((await post(body, totp.generate())).json()).toEqual(refusal(EIMZO_CHALLENGE_INVALID));

    const signedIn = await post(await signedPackage(key), totp.generate());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user.username).toBe('otp');
  });

  it('answers odd bodies with 4xx, never 5xx', async () => {
    await app();
    const bodies = [
      '',
      'x',
      '!!!!',
      'A'.repeat(200_000),
      Buffer.from('not der at all').toString('base64'),
      Buffer.from([0x30, 0x80, 0x00]).toString('base64'),
      '{"pkcs7":"abc"}',
    ];
    // CMS of another type: a bare certificate, and SignedData without attached content.
    bodies.push(Buffer.from(person.certificate.toSchema().toBER(false)).toString('base64'));
    const detached = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: '1.2.840.113549.1.7.1' }),
      signerInfos: [],
    });
    bodies.push(
      Buffer.from(
        new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: detached.toSchema(true) }).toSchema().toBER(false),
      ).toString('base64'),
    );
    for (const body of bodies) {
      for (const response of [await post(body), await post(body, '123456'), await stamp(body)]) {
        expect(response.statusCode, `${body.slice(0, 20)}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/auth/e-imzo', payload: { pkcs7: 'abc' } });
    expect(json.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/eimzo/timestamp', payload: { other: 1 } })).statusCode).toBe(400);
  });

  it('limits each call per client address with 429', async () => {
    await app();
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' })).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo', remoteAddress: '198.51.100.7' });
    expect(other.statusCode).toBe(200);
  });

  it('forwards time-stamp requests to a configured RFC 3161 TSA over HTTP, and signs in with its token', async () => {
    const tsa = await startTsaServer(pki.trust.timestamper);
    try {
      t = await createTestApp({ eimzo: { ...pki.trust, timestamper: createRemoteTimestamper(tsa.url) } });
      const response = await post(await signedPackage(person));
      expect(response.statusCode, response.body).toBe(200);
      expect(tsa.requests).toBe(1);
    } finally {
      await tsa.close();
    }
  });

  it('answers 503 with the timestamp failure text when a forwarded TSA is down', async () => {
    t = await createTestApp({ eimzo: { ...pki.trust, timestamper: createRemoteTimestamper('http://127.0.0.1:9/tsa') } });
    const response = await stamp(await signPackage(await challenge(), person));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Timestamp олишда хатолик' });
  });

  it('is off without a configured CA: every call says so with 404', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/e-imzo' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal(EIMZO_DISABLED));
    expect((await post('abc')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.eimzo).toBe(false);
  });
});
