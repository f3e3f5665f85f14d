import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REGIONS } from '../../server/seed/demoRegions';
import { newPage } from './harness';
import { eventually, formView, PASSWORDS, realErrors } from './support/formPage';
import { liveServer } from './support/liveServer';
import { partnerSite, type PartnerSite } from './support/partnerSite';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

const PUBLIC_APPEAL = 'Очиқ мурожаат';
const FERGANA = DEMO_REGIONS.find((region) => region.name === 'Фарғона вилояти')!;

describe('<platon-form public> on a partner page of another origin (docs/architecture.md, demo/examples/partner-form.html)', () => {
  const live = liveServer();
  let partner: PartnerSite;
  beforeAll(async () => {
    partner = await partnerSite(live.server.url);
  });
  afterAll(async () => partner?.stop());

  it('lets an anonymous visitor fill and submit the public appeal with an attachment; the host hears the record; an admin finds it', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const applicant = `Ҳамкор Сайтидан ${stamp}`;
    const { page, consoleErrors, close } = await newPage(live.browser, partner.url);
    page.setDefaultTimeout(10_000);
    expect(new URL(page.url()).origin).not.toBe(new URL(live.server.url).origin);
    const element = page.locator('platon-form');
    const view = formView(element, PUBLIC_APPEAL);
    await view.form.waitFor();
    // Anonymous: the form offers no delete and no administrator's gear links.
    expect(await view.form.getByRole('link', { name: /^Таҳрирлаш: / }).count()).toBe(0);
    const submitted = page.evaluate(
      () =>
        new Promise<{ name: string; record: { id: number; values: Record<string, unknown>; version: number } }>((resolve) => {
          document
            .querySelector('platon-form')!
            .addEventListener('platon-form-submitted', (event) => resolve((event as CustomEvent).detail), { once: true });
        }),
    );

    await view.textbox('Мурожаатчи').fill(applicant);
    await view.textbox('Телефон').click();
    await view.textbox('Телефон').pressSequentially('901234567');
    await eventually(() => view.textbox('Телефон').inputValue()).toBe('+998 90 123-45-67');
    await view.choose('Ҳудуд', FERGANA.name);
    const district = `${FERGANA.districts[0][0]} тумани`;
    await view.choose('Туман', district);
    await view.choose('Тоифа', 'Йўл ва транспорт');
    await view.textbox('Мазмуни').fill('Маҳалламиздаги йўлни таъмирлаш керак');

    // The public upload goes cross-origin too, without a token.
    const pdf = Buffer.from('%PDF-1.4\n% ҳамкор\n%%EOF\n');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      view.form.getByRole('button', { name: 'Иловалар Файлни танланг' }).click(),
    ]);
    await chooser.setFiles({ name: 'surat.pdf', mimeType: 'application/pdf', buffer: pdf });
    await view.form.getByRole('link', { name: 'surat.pdf', exact: true }).waitFor();

    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url() === `${live.server.url}/api/public/forms/public_appeal/records`,
      ),
      view.save(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().headers().authorization).toBeUndefined();
    const detail = await submitted;
    expect(detail.name).toBe('public_appeal');
    expect(detail.record.values).toMatchObject({ applicant, phone: '+998 90 123-45-67' });
    await page
      .getByRole('status')
      .getByText(`Мурожаатингиз қабул қилинди (№ ${detail.record.id}): ${applicant}`, { exact: true })
      .waitFor();
    await element.getByText('Маълумотлар сақланди', { exact: true }).waitFor();
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();

    // The administrator finds it in the registry: numbered from the public sequence, status 'Янги'.
    const admin = await signInAs(live.browser, live.server.url, 'admin', PASSWORDS.admin, '/tables/appeals');
    const table = tableGrid(admin.page.locator('platon-app'), 'Барча мурожаатлар');
    await table.rows.first().waitFor();
    await (await table.filters()).getByRole('textbox', { name: 'Мурожаатчи' }).fill(applicant);
    await eventually(() => table.cells('Мурожаатчи')).toEqual([applicant]);
    expect((await table.cells('Рақами'))[0]).toMatch(/^P-\d{6}$/);
    expect(await table.cells('Ҳолат')).toEqual(['Янги']);
    expect(await table.cells('Туман')).toEqual([district]);
    await (await table.cell('Рақами')).getByRole('link').click();
    const record = formView(admin.page.locator('platon-app'), 'Мурожаат');
    await record.tab('Қўшимча');
    await record.form.getByRole('link', { name: 'surat.pdf', exact: true }).waitFor();
    expect(realErrors(admin.consoleErrors)).toEqual([]);
    await admin.close();
  });

  it('also works on the reference server itself (same origin), and a non-public form shows the error view, not a form', async () => {
    const { page, consoleErrors, close } = await newPage(live.browser, `${live.server.url}/examples/partner-form.html`);
    const view = formView(page.locator('platon-form'), PUBLIC_APPEAL);
    await view.form.waitFor();
    expect(await view.textbox('Мурожаатчи').count()).toBe(1);
    expect(realErrors(consoleErrors)).toEqual([]);
    // The same element asked for a form that is not public answers like a missing page.
    await page.locator('platon-form').evaluate((element) => element.setAttribute('name', 'appeals'));
    await page.locator('platon-form').getByRole('alert').getByText('Саҳифа топилмади').waitFor();
    expect(await page.locator('platon-form').getByRole('form').count()).toBe(0);
    await close();
  });
});
