import { describe, expect, it } from 'vitest';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 45: an administrator creates a scheduled task in the `cron` form (a schedule that does not parse is
 * refused under its field), runs it now and sees the run on /async. The harness turns the scheduler's own
 * ticks off; "run now" does not need them.
 */
describe('scheduled tasks in the UI (issue 45)', () => {
  const live = liveServer();

  it('an administrator creates a task, runs it now and sees the run', { timeout: 180_000 }, async () => {
    const { page } = await signInAs(live.browser, live.server.url, 'admin', 'admin123', '/forms/cron');
    const app = page.locator('platon-app');
    const shots = process.env.PLATON_SHOTS;
    await app.getByRole('textbox', { name: 'Номи', exact: true }).fill('Текшириш вазифаси');
    const expression = app.getByRole('textbox', { name: 'Cron ифодаси', exact: true });
    await expression.fill('every day');
    await expect.poll(() => app.getByRole('textbox', { name: 'Вақт минтақаси', exact: true }).inputValue()).toBe('Asia/Tashkent');
    await app.getByRole('textbox', { name: 'SQL сўрови', exact: true }).click();
    await page.keyboard.type('UPDATE app.appeals SET is_urgent = true WHERE id <= 2');
    await app.getByRole('button', { name: 'Сақлаш' }).click();
    await app.getByText('Жадвал нотўғри: 5 ёки 6 майдонли cron ифодаси керак, масалан 0 3 * * *').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/cron-form-refused-1366.png`, fullPage: true });
    await expression.fill('0 3 * * *');
    await app.getByRole('button', { name: 'Сақлаш' }).click();
    await app.getByText('Маълумотлар сақланди').first().waitFor();
    await page.waitForURL((url) => /^\/forms\/cron\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // Run now through the API (the screens have no button for it yet), signed in as the same administrator.
    const signIn = await fetch(`${live.server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const run = await fetch(`${live.server.url}/api/cron/${id}/run`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(run.status).toBe(200);
    expect((await run.json()).data).toMatchObject({ status: 'done', rows: 2 });

    await page.goto(`${live.server.url}/async`);
    const row = app.locator('tr.pl-async__row', { hasText: 'Текшириш вазифаси' });
    await row.getByText('Режалаштирилган вазифа').waitFor();
    await row.getByText('Бажарилди', { exact: true }).first().waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    if (shots) {
      await page.screenshot({ path: `${shots}/cron-async-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 420, height: 900 });
      await page.screenshot({ path: `${shots}/cron-async-420.png`, fullPage: true });
      await page.goto(`${live.server.url}/forms/cron/${id}?locale=en`);
      await app.getByRole('textbox', { name: 'Time zone', exact: true }).waitFor();
      await app
        .getByRole('combobox', { name: /^What it runs/ })
        .getByText('SQL statement')
        .waitFor();
      await page.screenshot({ path: `${shots}/cron-form-en-420.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: `${shots}/cron-form-en-1366.png`, fullPage: true });
    }
  });
});
