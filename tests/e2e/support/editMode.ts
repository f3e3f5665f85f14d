import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The top bar's 'Таҳрирлаш режими' switch of a signed-in administrator (issue 43). */
export function editModeSwitch(page: Page) {
  return page.locator('platon-app').getByRole('switch', { name: 'Таҳрирлаш режими' });
}

/**
 * Turns an administrator's edit mode on with its switch, as a person does, so the gear and pencil links show
 * (off by default; remembered per user in this browser context afterwards).
 */
export async function turnOnEditMode(page: Page): Promise<void> {
  const toggle = editModeSwitch(page);
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
}
