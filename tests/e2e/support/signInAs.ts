import type { Browser } from 'playwright-core';
import { newPage, type OpenedPage } from '../harness';

/**
 * Open `path` through the real sign-in page (`/auth/user?next=path`) as `username`, and wait until the app
 * shows the path. Every e2e suite signs in the way a person does.
 */
export async function signInAs(browser: Browser, baseUrl: string, username: string, password: string, path = '/'): Promise<OpenedPage> {
  const opened = await newPage(browser, `${baseUrl}/auth/user?next=${encodeURIComponent(path)}`);
  const { page } = opened;
  await page.getByLabel('Логин', { exact: true }).fill(username);
  await page.getByLabel('Парол', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Кириш', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/user');
  return opened;
}
