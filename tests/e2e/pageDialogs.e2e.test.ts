import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';

/**
 * Issue 15, docs/behaviour.md §6: every dialog opened by a page script through `context.dialogs` (the demo dashboard's
 * dialogs component), shown inside `<platon-app>`'s shadow root, answered by keyboard or mouse, and the answer
 * the script got written on the page. Focus goes back to the button that opened the dialog.
 */
describe('dialogs opened from a page script', () => {
  const live = liveServer();

  it('confirm, message boxes, prompts, context menus, tooltip, toast and preview answer the script', { timeout: 180_000 }, async () => {
    const { page, consoleErrors, close } = await signInAs(live.browser, live.server.url, 'user', 'user123', '/pages/dashboard');
    try {
      const app = page.locator('platon-app');
      const demo = app.locator('[data-component="dialogs"]');
      const answer = demo.locator('[data-field="answer"]');
      await demo.getByRole('heading', { name: 'Ойналар' }).waitFor();
      const open = async (label: string) => {
        const button = demo.getByRole('button', { name: label, exact: true });
        await button.click();
        return button;
      };
      const expectAnswer = (text: string) => expect.poll(() => answer.textContent(), { timeout: 10_000 }).toBe(text);
      const focusedText = () =>
        page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.textContent ?? null;
        });

      // Confirm: "no" has the focus; Escape answers false, Yes true; the focus returns to the button.
      await open('Тасдиқлаш');
      let dialog = app.getByRole('alertdialog', { name: 'Тасдиқлаш' });
      await dialog.getByText('Ўзгаришлар сақлансинми?').waitFor();
      await expect.poll(focusedText).toBe('Йўқ');
      // Tab stays inside the dialog (focus trap).
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((node) => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return node.contains(active);
        }),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expectAnswer('confirm: false');
      await expect.poll(focusedText).toBe('Тасдиқлаш');
      await open('Тасдиқлаш');
      await dialog.getByRole('button', { name: 'Ҳа' }).click();
      await expectAnswer('confirm: true');

      // Message boxes of each type, with their default or given titles.
      for (const [label, role, title, message] of [
        ['Муваффақиятли', 'dialog', 'Муваффақиятли', 'Маълумотлар сақланди'],
        ['Хатолик', 'alertdialog', 'Хатолик', 'Серверда хатолик'],
        ['Маълумот', 'dialog', 'Маълумот', 'Бу саҳифа ойналарни намойиш қилади'],
        ['Огоҳлантириш', 'alertdialog', 'Диққат', 'Ўзгаришлар ҳали сақланмаган'],
      ] as const) {
        await open(label);
        dialog = app.getByRole(role, { name: title });
        await dialog.getByText(message).waitFor();
        await dialog.getByRole('button', { name: 'Хўп' }).click();
        await expectAnswer(
          `${label === 'Огоҳлантириш' ? 'warning' : label === 'Хатолик' ? 'error' : label === 'Маълумот' ? 'info' : 'success'}: null`,
        );
        await expect.poll(() => dialog.count()).toBe(0);
      }

      // Prompt: required, so an emptied field is refused; the typed text is the answer; Escape gives null.
      await open('Сўров');
      dialog = app.getByRole('dialog', { name: 'Исмингиз' });
      const field = dialog.getByLabel('Исм');
      await expect.poll(() => field.inputValue()).toBe('Platon');
      await field.fill('');
      await field.press('Enter');
      await dialog.getByRole('alert').getByText('Майдонни тўлдириш керак').waitFor();
      await field.fill('Алишер');
      await field.press('Enter');
      await expectAnswer('prompt: "Алишер"');
      await open('Сўров');
      await dialog.getByLabel('Исм').waitFor();
      await page.keyboard.press('Escape');
      await expectAnswer('prompt: null');

      // Textarea prompt: Enter is a new line, Ctrl+Enter submits.
      await open('Матнли сўров');
      dialog = app.getByRole('dialog', { name: 'Изоҳ' });
      const area = dialog.getByLabel('Изоҳ матни');
      await area.fill('биринчи');
      await area.press('Enter');
      await area.pressSequentially('иккинчи');
      await area.press('Control+Enter');
      await expectAnswer('textarea: "биринчи\\nиккинчи"');

      // Context menu beside its button, a disabled option, the picked value; and one at the pointer.
      const menuButton = await open('Контекст меню');
      const menu = app.getByRole('menu', { name: 'Амаллар' });
      await menu.waitFor();
      expect(await menu.getByRole('menuitem', { name: 'Ўчириш' }).isDisabled()).toBe(true);
      await menu.getByRole('menuitem', { name: 'Таҳрирлаш' }).click();
      await expectAnswer('menu: "edit"');
      await menuButton.click();
      await menu.waitFor();
      await page.keyboard.press('Escape');
      await expectAnswer('menu: null');
      await demo.locator('.dialogs-demo__area').click({ button: 'right' });
      await app.getByRole('menuitem', { name: 'Янгилаш' }).click();
      await expectAnswer('contextmenu: "reload"');

      // Temporary tooltip: shown, then gone, then the script's promise resolves.
      await open('Вақтинчалик изоҳ');
      await app.getByRole('status').filter({ hasText: 'Нусха олинди' }).waitFor();
      await expectAnswer('tooltip: null');
      expect(await app.getByText('Нусха олинди').count()).toBe(0);

      // Toast: shown in the page's toast corner; closing it answers the script.
      await open('Билдиришнома');
      const toast = app.locator('.pl-toast').filter({ hasText: 'Маълумотлар сақланди' });
      await toast.waitFor();
      await toast.getByRole('button', { name: 'Ёпиш' }).click();
      await expectAnswer('toast: null');

      // File preview: the image, Download and Close.
      await open('Файлни кўриш');
      dialog = app.getByRole('dialog', { name: 'platon.svg' });
      await dialog.getByRole('img', { name: 'platon.svg' }).waitFor();
      expect(await dialog.getByRole('link', { name: 'Юклаб олиш' }).getAttribute('download')).toBe('platon.svg');
      await dialog.getByRole('button', { name: 'Ёпиш' }).last().click();
      await expectAnswer('preview: null');
      await expect.poll(focusedText).toBe('Файлни кўриш');

      await pluginDialogs(page, app);
      expect(consoleErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** `window.Platon.dialogs` from a plugin: the first mounted element shows it; the session refresh works too. */
async function pluginDialogs(page: Page, app: Locator): Promise<void> {
  const asked = page.evaluate(() =>
    (window as unknown as { Platon: { dialogs: { confirm(m: string): Promise<boolean> } } }).Platon.dialogs.confirm('Плагин сўраяпти'),
  );
  const dialog = app.getByRole('alertdialog');
  await dialog.getByText('Плагин сўраяпти').waitFor();
  await dialog.getByRole('button', { name: 'Ҳа' }).click();
  expect(await asked).toBe(true);
  const refreshed = await page.evaluate(async () => {
    const platon = (window as unknown as { Platon: { session: { refreshUser(): Promise<{ username: string } | null> } } }).Platon;
    return (await platon.session.refreshUser())?.username;
  });
  expect(refreshed).toBe('user');
}
