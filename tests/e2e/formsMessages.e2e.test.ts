import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, formCall, openForm, realErrors, TAB_ERROR_MARKER, tabOf } from './support/formPage';
import { liveServer } from './support/liveServer';

const KITCHEN_SINK = 'Барча элементлар';

/** Replaces a field's text the way a person does: select all, delete, type (masked inputs included). */
async function retype(control: Locator, text: string): Promise<void> {
  await control.click();
  await control.press('ControlOrMeta+A');
  await control.press('Backspace');
  if (text) await control.pressSequentially(text);
}

describe('the kitchen-sink form tells each rule of docs/behaviour.md §5 under its field', () => {
  const live = liveServer();

  it('shows nothing before a touch, the required messages on an empty submit, then each rule in turn until it saves', async () => {
    const { page, app, view, consoleErrors, close } = await openForm(live.browser, live.server.url, '/forms/kitchen_sink', KITCHEN_SINK);
    const { form } = view;
    const inserts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/forms/kitchen_sink/records')) inserts.push(request.url());
    });
    const title = form.getByRole('combobox', { name: 'Сарлавҳа', exact: true });
    const agreed = form.getByRole('switch', { name: 'Шартларга розиман', exact: true });
    /** The message under `control` once it settles (each keystroke revalidates). */
    const message = (control: Locator) => eventually(() => view.errorOf(control));

    // The dirty rule: an untouched form shows no message, although the title is required and empty.
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await view.errorOf(title)).toBeNull();
    expect(await form.getByRole('tab', { name: new RegExp(TAB_ERROR_MARKER) }).count()).toBe(0);

    // An empty submit: nothing is sent, and every required field says so, on its own tab.
    await view.save();
    await message(title).toBe('Майдонни тўлдириш керак');
    expect(await form.getByRole('alert').allTextContents()).toEqual(['Майдонни тўлдириш керак']);
    expect(await tabOf(form, 'Танлов').textContent()).toContain(TAB_ERROR_MARKER);
    await view.tab('Танлов');
    await message(agreed).toBe('Танлаш керак');
    expect(await form.getByRole('alert').allTextContents()).toEqual(['Танлаш керак']);
    expect(inserts).toEqual([]);
    await agreed.check();
    await message(agreed).toBeNull();

    // The multiselect refuses a fourth category with the limit message, and keeps three.
    const categories = form.getByRole('combobox', { name: /^Тоифалар/ });
    await categories.click();
    const listbox = app.getByRole('listbox', { name: 'Тоифалар' });
    const picks = ['Бандлик', 'Таълим', 'Ижтимоий ҳимоя', 'Солиқ ва молия'];
    for (const [index, name] of picks.entries()) {
      const option = listbox.getByRole('option', { name, exact: true });
      await option.click();
      if (index < 3) await eventually(() => option.getAttribute('aria-selected')).toBe('true');
    }
    await app
      .getByRole('alert')
      .filter({ hasText: /^Бир вақтда 3 тадан кўп элемент танлаш мумкин эмас$/ })
      .waitFor();
    expect(await listbox.getByRole('option', { name: 'Солиқ ва молия', exact: true }).getAttribute('aria-selected')).not.toBe('true');
    await categories.click();
    await eventually(() => listbox.count()).toBe(0);
    const chips = form.getByRole('list', { name: 'Танланганлар' }).getByRole('listitem');
    expect((await chips.allTextContents()).map((chip) => chip.replace('×', '').trim())).toEqual(picks.slice(0, 3));

    // Text rules: length, a new record's password, the custom validator; each message goes once fixed.
    await view.tab('Матн');
    await title.fill('ab');
    await message(title).toBe('Майдонни узунлиги 3 та ёки ундан кўп бўлиши керак');
    await title.fill('Синов ёзуви');
    await message(title).toBeNull();
    const email = view.textbox('Электрон почта');
    await email.fill('bad-address');
    await message(email).toBe('Электрон почта манзили нотўғри');
    await email.fill('test@example.uz');
    await message(email).toBeNull();
    const password = view.textbox('Парол');
    await password.fill('12345');
    await message(password).toBe('Парол 6та дан кам бўлмаслиги керак');
    await password.fill('123456');
    await message(password).toBeNull();
    // An input's maxLength is the browser's limit too: the 251st character never arrives.
    const summary = view.textbox('Қисқача');
    await summary.click();
    await page.keyboard.insertText('ж'.repeat(251));
    expect((await summary.inputValue()).length).toBe(250);
    expect(await view.errorOf(summary)).toBeNull();

    // Number and date bounds.
    await view.tab('Сонлар ва саналар');
    const price = view.textbox('Нархи');
    await retype(price, '-5');
    await message(price).toBe('Қиймат 0 дан катта ёки тенг бўлиши керак');
    await retype(price, '2000000');
    await message(price).toBe('Қиймат 1000000 дан кичик ёки тенг бўлиши керак');
    await retype(price, '1500');
    await message(price).toBeNull();
    const quantity = view.textbox('Миқдори');
    await retype(quantity, '0');
    await message(quantity).toBe('Қиймат 1 дан катта ёки тенг бўлиши керак');
    await retype(quantity, '101');
    await message(quantity).toBe('Қиймат 100 дан кичик ёки тенг бўлиши керак');
    await retype(quantity, '5');
    await message(quantity).toBeNull();
    const start = view.textbox('Бошланиш санаси');
    await retype(start, '31.12.2023');
    await message(start).toBe('Сана 01.01.2024 дан катта бўлиши керак');
    await retype(start, '01.01.2031');
    await message(start).toBe('Сана 31.12.2030 дан кичик бўлиши керак');
    await retype(start, '15.06.2026');
    await message(start).toBeNull();
    const meeting = view.textbox('Учрашув вақти');
    await retype(meeting, '31.12.2023 23:00');
    await message(meeting).toBe('Сана 01.01.2024 00:00 дан катта бўлиши керак');
    await retype(meeting, '01.01.2031 10:00');
    await message(meeting).toBe('Сана 31.12.2030 23:59 дан кичик бўлиши керак');
    await retype(meeting, '15.06.2026 10:30');
    await message(meeting).toBeNull();

    // Raw JSON, and the rich text's maxLength (an editor has no browser limit, so the rule speaks).
    await view.tab('Маълумотлар');
    const settings = view.textbox('Созламалар (JSON)');
    await settings.fill('{"a": 1');
    await message(settings).toBe('Хато JSON киритилган');
    await settings.fill('{"a": 1}');
    await message(settings).toBeNull();
    await view.tab('Матн муҳаррирлари');
    const body = view.textbox('Форматланган матн');
    await body.click();
    await page.keyboard.insertText('ж'.repeat(10_001));
    await message(body).toBe('Майдонни узунлиги 10000 та ёки ундан кам бўлиши керак');
    await body.press('ControlOrMeta+A');
    await page.keyboard.type('Қисқа матн');
    await message(body).toBeNull();

    // Every rule holds now: the record is saved, and no message or tab marker is left.
    const inserted = await formCall(page, 'POST', 'kitchen_sink', () => view.save());
    expect(inserted.status).toBe(201);
    await view.toast('Маълумотлар сақланди');
    expect(inserted.body.data.values).toMatchObject({
      title: 'Синов ёзуви',
      agreed: true,
      quantity: 5,
      price: 1500,
      start_date: '2026-06-15',
    });
    expect(await form.getByRole('tab', { name: new RegExp(TAB_ERROR_MARKER) }).count()).toBe(0);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(realErrors(consoleErrors)).toEqual([]);
    await close();
  });
});
