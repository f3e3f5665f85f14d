import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificateAuthority } from '../../server/eimzo/createCertificateAuthority';
import { readCertificateSubject } from '../../src/core/eimzo/readCertificateSubject';
import { readKeyFile } from '../../src/core/eimzo/readKeyFile';
import { writeKeyFile } from '../../src/core/eimzo/writeKeyFile';
import { startCapiwsEmulator, type CapiwsEmulator } from '../support/startCapiwsEmulator';
import { newPage, type OpenedPage } from './harness';
import { liveServer, type LiveServer } from './support/liveServer';
import { liveServerOnData } from './support/liveServerOnData';

const PASSWORD = 'demo123';
const keyFile = (live: LiveServer, name: string) => join(live.server.dataDir, 'eimzo', name);

/** The sign-in page's signature tab, as a person uses it with a key file: choose it, give its password. */
async function signWithKeyFile(live: LiveServer, file: string, next = '/', beforeSubmit?: (page: Page) => void): Promise<OpenedPage> {
  const opened = await newPage(live.browser, `${live.server.url}/auth/user?next=${encodeURIComponent(next)}`);
  const { page } = opened;
  await page.getByRole('tab', { name: 'Электрон рақамли имзо' }).click();
  // No E-IMZO service runs here: the key file is what remains, chosen once the search gives up.
  await page.getByText('E-IMZO дастури ишламаяпти ёки ўрнатилмаган: калит файлидан фойдаланинг').waitFor();
  expect(await page.getByRole('radio', { name: /Калит файли/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Имзолаб кириш' }).click();
  const dialog = page.getByRole('dialog', { name: 'Калит файлини очиш' });
  await dialog.getByLabel('Калит файли').setInputFiles(file);
  await dialog.getByLabel('Калит пароли').fill(PASSWORD);
  beforeSubmit?.(page);
  await dialog.getByRole('button', { name: 'Кириш', exact: true }).click();
  return opened;
}

async function refusal(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  return alert;
}

describe('digital-signature sign-in with the demo keys', () => {
  const live = liveServer();
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'platon-e2e-keys-'));
  });
  afterAll(async () => rm(scratch, { recursive: true, force: true }));

  it('signs in the legal entity’s employee, who then chooses an organisation', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'director.p12'), '/tables/appeals');
    await page.waitForURL((url) => url.pathname === '/tables/appeals');
    await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('login_eimzo_key')!).id)).toBe('file:director.p12');
    await close();
  });

  it('signs in an individual, with no organisation to choose', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'individual.p12'), '/system/profile');
    await page.waitForURL((url) => url.pathname === '/system/profile');
    await page.locator('platon-app').getByRole('heading', { name: 'Нилуфар Каримова' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).count()).toBe(0);
    await close();
  });

  it('refuses the revoked key with its message and details', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'revoked.p12'));
    const alert = await refusal(page, 'Электрон имзо бекор қилинган');
    await alert.getByRole('button', { name: 'Батафсил' }).click();
    await alert.getByText('Калитни берган марказ уни бекор қилган.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/user');
    await close();
  });

  it('refuses a key from another CA', async () => {
    const stranger = await createCertificateAuthority('CN=Platon Demo CA, O=Platon, C=UZ');
    const issued = await stranger.issue({ subject: 'CN=Нилуфар Каримова, 1.2.860.3.16.1.2=42207951234560' });
    const file = join(scratch, 'stranger.p12');
    await writeFile(
      file,
      Buffer.from(
        await writeKeyFile(
          { privateKey: issued.keys.privateKey, certificate: issued.certificate.rawData, chain: [stranger.certificate.rawData] },
          PASSWORD,
        ),
      ),
    );
    const { page, close } = await signWithKeyFile(live, file);
    await refusal(page, 'Калит билан имзолашда хатолик');
    await close();
  });

  it('refuses a replayed package: the challenge it signed is spent', async () => {
    let posted: Promise<string> | undefined;
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'individual.p12'), '/system/profile', (opened) => {
      posted = opened
        .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/e-imzo')
        .then((request) => request.postData()!);
    });
    await page.waitForURL((url) => url.pathname === '/system/profile');
    const replay = await fetch(`${live.server.url}/api/auth/e-imzo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: await posted!,
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ message: 'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг' });
    await close();
  });

  it('refuses a key the account has black-listed', async () => {
    const bytes = await readFile(keyFile(live, 'individual.p12'));
    const { serialNumber } = readCertificateSubject(
      (await readKeyFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, PASSWORD)).certificate,
    );
    const login = await fetch(`${live.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'citizen', password: 'citizen123' }),
    });
    const { data } = await login.json();
    const listed = await fetch(`${live.server.url}/api/whitelist/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ userId: data.user.id, imzoSerial: [serialNumber], type: false }),
    });
    expect(listed.status).toBe(200);
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'individual.p12'));
    const alert = await refusal(page, 'Бу электрон имзо билан тизимга кириш мумкин эмас');
    await alert.getByRole('button', { name: 'Батафсил' }).click();
    await alert.getByText('профилдаги электрон имзолар рўйхатини текширинг', { exact: false }).waitFor();
    await close();
  });
});

describe('digital-signature sign-in under each account’s eimzoAllowToLogin', () => {
  const live = liveServerOnData([
    `UPDATE users SET eimzo_allow_to_login = 'legal' WHERE username = 'citizen'`,
    `UPDATE users SET eimzo_allow_to_login = 'individuals' WHERE username = 'director'`,
  ]);

  it('refuses an individual’s key where only legal entities may sign in', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'individual.p12'));
    await refusal(page, 'Тизимга фақат юридик шахслар кириши мумкин');
    await close();
  });

  it('refuses a legal entity’s key where only individuals may sign in', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'director.p12'));
    await refusal(page, 'Тизимга фақат жисмоний шахслар кириши мумкин');
    await close();
  });
});

describe('digital-signature sign-in when the time-stamping authority is down', () => {
  // Nothing listens on the discard port: the forwarded time-stamp request fails.
  const live = liveServer({ PLATON_EIMZO_TSA_URL: 'http://127.0.0.1:9/tsa' });

  it('says so in a toast and stays on the sign-in page', async () => {
    const { page, close } = await signWithKeyFile(live, keyFile(live, 'individual.p12'));
    await page.getByText('Timestamp олишда хатолик').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/user');
    await close();
  });
});

describe('digital-signature sign-in through the E-IMZO desktop application (a CAPIWS emulator)', () => {
  const live = liveServer();
  let emulator: CapiwsEmulator;
  beforeAll(async () => {
    const key = async (file: string) => ({ file, bytes: new Uint8Array(await readFile(keyFile(live, file))), password: PASSWORD });
    // The demo's key files as E-IMZO would find them on a disk; the ID card holds the director's key.
    emulator = await startCapiwsEmulator({
      keys: [await key('director.p12'), await key('individual.p12')],
      idCard: await key('director.p12'),
      typedPassword: PASSWORD,
      // E-IMZO's plain port, which the page falls back to when the secure one does not connect (and which the
      // pages' content security policy allows); PLATON_E2E_CAPIWS_PORT moves it if something else holds it.
      port: Number(process.env.PLATON_E2E_CAPIWS_PORT ?? 64646),
    });
  });
  afterAll(async () => emulator.close());

  /** The sign-in page at 1366 px on the signature tab: it finds the emulator where E-IMZO listens. */
  async function openWithEmulator(next: string): Promise<OpenedPage> {
    const opened = await newPage(live.browser, `${live.server.url}/auth/user?next=${encodeURIComponent(next)}`);
    const { page } = opened;
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.getByRole('tab', { name: 'Электрон рақамли имзо' }).click();
    return opened;
  }

  it('signs the director in with the key file E-IMZO lists', async () => {
    const { page, close } = await openWithEmulator('/tables/appeals');
    const key = page.getByRole('radio', { name: /ЖАСУР РАҲИМОВ/ });
    await key.waitFor();
    await key.check();
    await page.getByRole('button', { name: 'Имзолаб кириш' }).click();
    await page.waitForURL((url) => url.pathname === '/tables/appeals');
    await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('login_eimzo_key')!).id)).toBe('eimzo:C::C:\\DSKEYS:director');
    expect(emulator.calls).toEqual(expect.arrayContaining(['version', 'apikey', 'pfx.load_key', 'pkcs7.create_pkcs7']));
    await close();
  });

  it('signs the director in with the ID card', async () => {
    const { page, close } = await openWithEmulator('/tables/appeals');
    const card = page.getByRole('radio', { name: /ID-карта/ });
    await card.waitFor();
    await card.check();
    await page.getByRole('button', { name: 'Имзолаб кириш' }).click();
    await page.waitForURL((url) => url.pathname === '/tables/appeals');
    await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('login_eimzo_key')!).id)).toBe('idcard');
    await close();
  });
});
