import jsQR from 'jsqr';
import { TOTP, URI } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

const app = (page: Page) => page.locator('platon-app');

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Логин', { exact: true }).fill(username);
  await page.getByLabel('Парол', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Кириш', exact: true }).click();
}

/** The otpauth URI in the QR code the page shows, read from the image's pixels. */
async function readQr(image: Locator): Promise<TOTP> {
  const src = (await image.getAttribute('src'))!;
  const png = PNG.sync.read(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64'));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return URI.parse(decoded!.data) as TOTP;
}

describe('the profile page, as a user', () => {
  const live = liveServer();

  it('changes the password: the old one then fails and the other browser is signed out', async () => {
    const other = await signInAs(live.browser, live.server.url, 'director', 'director123', '/tables/appeals');
    const otherToken = await other.page.evaluate(() => JSON.parse(localStorage.getItem('auth_token')!));
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'director', 'director123', '/system/profile');
    // The organisation chooser greets this account first; this test is about the password.
    await page.getByRole('dialog', { name: 'Ташкилотни танланг' }).getByRole('button', { name: 'Ёпиш' }).click();
    await app(page).getByRole('heading', { name: 'Жасур Раҳимов' }).waitFor();
    await app(page).getByText('@director').waitFor();

    await app(page).getByLabel('Жорий парол').fill('wrong-one');
    await app(page).getByLabel('Янги парол').fill('Tashkent-2026');
    await app(page).getByRole('button', { name: 'Сақлаш' }).click();
    await app(page).getByRole('alert').filter({ hasText: 'Жорий парол нотўғри' }).waitFor();

    await app(page).getByLabel('Жорий парол').fill('director123');
    await app(page).getByRole('button', { name: 'Сақлаш' }).click();
    await app(page).getByText('Маълумотлар сақланди').waitFor();
    expect(await app(page).getByLabel('Жорий парол').inputValue()).toBe('');

    expect((await fetch(`${live.server.url}/api/user-info`, { headers: { Authorization: `Bearer ${otherToken}` } })).status).toBe(401);
    const old = await fetch(`${live.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'director', password: 'director123' }),
    });
    expect(old.status).toBe(401);
    // This browser is still signed in.
    await page.reload();
    await app(page).getByRole('heading', { name: 'Жасур Раҳимов' }).waitFor();
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await other.close();
    await close();
  });

  it('turns the one-time code on by scanning the QR code, signs in with it, and turns it off', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/system/profile?section=security');
    const security = app(page).getByRole('heading', { name: 'Хавфсизлик' });
    await security.waitFor();
    await expect.poll(() => security.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await app(page).getByText('Бир марталик код ўчирилган').first().waitFor();
    await app(page).getByRole('button', { name: 'Ёқиш' }).click();

    const dialog = page.getByRole('dialog', { name: 'Бир марталик кодни ёқиш' });
    const qr = dialog.getByRole('img', { name: 'QR код' });
    await qr.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round(box!.width)).toBe(600);
    const totp = await readQr(qr);
    expect(totp.label).toBe('user');
    await dialog.getByRole('button', { name: 'Кейинги' }).click();
    await dialog.getByLabel('Бир марталик код').fill('123');
    await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await dialog.getByText('Код 6 та рақамдан иборат бўлиши керак').waitFor();
    await dialog.getByLabel('Бир марталик код').fill(totp.generate());
    await dialog.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await dialog.getByText('Бир марталик код ёқилди').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await app(page).getByText('Бир марталик код ёқилган').first().waitFor();

    // A new sign-in now asks for a code of that secret.
    const next = await newPage(live.browser, `${live.server.url}/auth/user?next=%2Fsystem%2Fprofile`);
    await signIn(next.page, 'user', 'user123');
    const ask = next.page.getByRole('dialog', { name: 'Бир марталик кодни тасдиқланг' });
    await ask.getByLabel('Бир марталик код').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await ask.getByRole('button', { name: 'Тасдиқлаш' }).click();
    await next.page.waitForURL(`${live.server.url}/system/profile`);

    await app(next.page)
      .getByRole('button', { name: /Икки босқичли кириш/ })
      .click();
    await app(next.page).getByRole('button', { name: 'Ўчириш' }).click();
    const off = next.page.getByRole('dialog', { name: 'Бир марталик кодни ўчириш' });
    await off.getByLabel('Бир марталик код').fill('12');
    const calls: string[] = [];
    next.page.on('request', (r) => r.url().includes('disable-otp') && calls.push(r.url()));
    await off.getByRole('button', { name: 'Ўчириш' }).click();
    await off.getByText('Код 6 та рақамдан иборат бўлиши керак').waitFor();
    expect(calls).toEqual([]);
    // The sign-in spent the next time step; codes are never accepted twice, nor one of an earlier step, so
    // the code that turns it off must come from the step after: wait until the clock allows one.
    const spent = Math.floor(Date.now() / 30_000) + 1;
    while (Math.floor(Date.now() / 30_000) < spent) await next.page.waitForTimeout(500);
    const current = totp.generate({ timestamp: Date.now() + 30_000 });
    await off.getByLabel('Бир марталик код').fill(String((Number(current) + 1) % 1_000_000).padStart(6, '0'));
    await off.getByRole('button', { name: 'Ўчириш' }).click();
    await off.getByRole('button', { name: 'Қайта урунинг' }).waitFor();
    await off.getByLabel('Бир марталик код').fill(current);
    await off.getByRole('button', { name: 'Қайта урунинг' }).click();
    await off.waitFor({ state: 'detached' });
    await app(next.page).getByText('Бир марталик код ўчирилган').first().waitFor();
    await next.close();
    await close();
  }, 120_000);

  it('adds serial numbers to the signature list, reads them back, and removes one', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/system/profile');
    await app(page).getByRole('button', { name: 'Электрон имзо оқ/қора рўйхати' }).click();
    const add = app(page).getByRole('button', { name: 'Қўшиш' });
    await app(page).getByText('Рўйхат бўш').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await app(page).getByLabel('Сертификат рақамлари (вергул билан)').fill('7770C2A4, 77a1b2c3');
    await add.click();
    await app(page).getByRole('cell', { name: '7770c2a4', exact: true }).waitFor();
    expect(await app(page).getByLabel('Сертификат рақамлари (вергул билан)').inputValue()).toBe('');
    await app(page).getByLabel('Сертификат рақамлари (вергул билан)').fill('deadbeef');
    await app(page).getByLabel('Рўйхат тури').selectOption('black');
    await app(page).getByRole('button', { name: 'Қўшиш' }).click();
    await app(page)
      .getByRole('row', { name: /deadbeef Қора рўйхат/ })
      .waitFor();
    await page.reload();
    await app(page).getByRole('button', { name: 'Электрон имзо оқ/қора рўйхати' }).click();
    await app(page)
      .getByRole('row', { name: /77a1b2c3 Оқ рўйхат/ })
      .waitFor();
    await app(page).getByRole('button', { name: 'Рўйхатдан олиб ташлаш: 7770c2a4' }).click();
    await app(page).getByRole('cell', { name: '7770c2a4', exact: true }).waitFor({ state: 'detached' });
    expect(await app(page).getByRole('row').count()).toBe(3);
    await close();
  });

  it('the organisation chooser: the director picks one, the page reloads acting for it', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'director', 'Tashkent-2026', '/tables/appeals');
    const chooser = page.getByRole('dialog', { name: 'Ташкилотни танланг' });
    await chooser.waitFor();
    const options = chooser.getByRole('radio');
    expect(await options.count()).toBe(3);
    await chooser.getByRole('radio', { name: 'Жасур Раҳимов' }).waitFor();
    await chooser.getByRole('radio', { name: '«Тошкент Савдо» АЖ' }).check();
    const reloaded = page.waitForEvent('load');
    await chooser.getByRole('button', { name: 'Танлаш' }).click();
    await reloaded;
    await app(page)
      .getByRole('button', { name: /Жасур Раҳимов/ })
      .waitFor();
    expect(await chooser.count()).toBe(0);
    expect(await app(page).getByLabel('Ташкилот').inputValue()).toBe('306234567');
    // Switching again through the sidebar.
    const switched = page.waitForEvent('load');
    await app(page).getByLabel('Ташкилот').selectOption('305123456');
    await switched;
    await app(page).getByLabel('Ташкилот').waitFor();
    expect(await app(page).getByLabel('Ташкилот').inputValue()).toBe('305123456');
    await close();
  });
});
