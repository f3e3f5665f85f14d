import type { Locator, Page } from 'playwright-core';

/**
 * Opens `/forms/kitchen_sink` at `origin` and visits each of its tabs, so every control type (the editors and the
 * map with their lazy chunks) is drawn; resolves with the form once the rich-text editor is in place.
 */
export async function openEveryKitchenSinkTab(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/forms/kitchen_sink`);
  const form = page.getByRole('form', { name: 'Барча элементлар', exact: true });
  await form.getByRole('tab', { name: 'Матн', exact: true }).waitFor();
  for (const tab of ['Сонлар ва саналар', 'Танлов', 'Файллар', 'Харита', 'Маълумотлар', 'Код', 'Матн муҳаррирлари']) {
    await form.getByRole('tab', { name: tab, exact: true }).click();
  }
  await form.locator('.pl-richtext .ProseMirror').waitFor();
  return form;
}
