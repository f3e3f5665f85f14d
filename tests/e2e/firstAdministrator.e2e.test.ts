import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../scripts/lib/server.mjs';
import { launchBrowser, newPage, startServer, type RunningServer } from './harness';
import { printFailedPages } from './support/printFailedPages';
import { signInAs } from './support/signInAs';

/**
 * A production start on a fresh data folder, as docs/operations.md tells an organisation to run it: the first
 * administrator from the environment or from the package's command (`bin/platon.mjs`, what `npx platon`
 * runs), and `/` leading somewhere useful. Each test has its own folder: these servers never see the e2e
 * template's demo data.
 */
let browser: Browser;
let dataDir: string;
const servers: RunningServer[] = [];
/** Two server starts on a fresh folder (migrations, seed) and two sign-ins: minutes on two busy cores. */
const TWO_STARTS_MS = 240_000;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'platon-first-admin-'));
});
afterEach(async ({ task }) => {
  await printFailedPages(task);
  for (const server of servers.splice(0)) await server.stop();
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ PLATON_DEMO: '0', PLATON_DATA_DIR: dataDir, ...env }, { timeoutMs: 120_000 });
  servers.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
}

/** The server's output once it holds `line`: the start's notices follow the ready line, in a later read of the pipe. */
async function outputWith(server: RunningServer, line: string): Promise<string> {
  await vi.waitFor(() => expect(server.output()).toContain(line), { timeout: 10_000 });
  return server.output();
}

/** `node bin/platon.mjs ARGS`, the package's command, with `input` piped in. */
function platon(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATON_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/platon.mjs'), ...args], { cwd: ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A visitor opening `/`: the sign-in page, never the 404 view. */
async function expectSignInAtRoot(server: RunningServer): Promise<void> {
  const { page, consoleErrors, close } = await newPage(browser, `${server.url}/`);
  await page.getByLabel('Логин', { exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth/user');
  expect(await page.getByText('Саҳифа топилмади').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await close();
}

/** Signed in at `/` of a project without a main page: the profile opens (docs/behaviour.md §1), not an empty home. */
async function expectSignedInAsAdministrator(page: Page, username: string): Promise<void> {
  const app = page.locator('platon-app');
  await page.waitForURL((url) => url.pathname === '/system/profile');
  await app.getByText(`@${username}`).waitFor();
  // The administrator's system menu is there: what a first administrator comes to set up.
  expect(await app.locator('[data-region="sidebar"]').count()).toBe(1);
}

describe('a production start on a fresh data folder', () => {
  it(
    'creates the administrator PLATON_ADMIN_USERNAME and _PASSWORD name, who signs in at /, and ignores them later',
    async () => {
      const server = await start({ PLATON_ADMIN_USERNAME: 'root', PLATON_ADMIN_PASSWORD: 'Kuchli-parol-2026' });
      const output = await outputWith(server, 'Administrator "root" created from PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD.');
      expect(output).not.toContain('Kuchli-parol-2026');
      expect(output).not.toContain('No administrator exists yet');

      await expectSignInAtRoot(server);
      const { page, consoleErrors, close } = await signInAs(browser, server.url, 'root', 'Kuchli-parol-2026', '/');
      await expectSignedInAsAdministrator(page, 'root');
      expect(consoleErrors).toEqual([]);
      await close();
      await stop(server);

      const again = await start({ PLATON_ADMIN_USERNAME: 'boshqa', PLATON_ADMIN_PASSWORD: 'Boshqa-parol-2026' });
      await outputWith(again, 'PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD are ignored: an administrator exists already.');
      const refused = await newPage(browser, `${again.url}/auth/user`);
      await refused.page.getByLabel('Логин', { exact: true }).fill('boshqa');
      await refused.page.getByLabel('Парол', { exact: true }).fill('Boshqa-parol-2026');
      await refused.page.getByRole('button', { name: 'Кириш', exact: true }).click();
      await refused.page.getByText('Логин ёки пароль нотугри!').waitFor();
      await refused.close();
    },
    TWO_STARTS_MS,
  );

  it('does not start on a password the rules refuse, and says which variable, not the password', async () => {
    await expect(start({ PLATON_ADMIN_USERNAME: 'root', PLATON_ADMIN_PASSWORD: 'root' })).rejects.toThrow(
      /Platon failed to start: PLATON_ADMIN_PASSWORD: the password must have at least 6 characters; no administrator was created/,
    );
  });

  it(
    'says once how to make the first administrator; `platon admin create` makes one, refused while the server holds the folder',
    async () => {
      const server = await start();
      const hint = `No administrator exists yet. To create one, stop the server and run \`PLATON_DATA_DIR=${dataDir} npx platon admin create NAME\``;
      expect((await outputWith(server, hint)).split(hint)).toHaveLength(2);
      await expectSignInAtRoot(server);

      const refused = await platon(['admin', 'create', 'boss'], 'Kuchli-parol-2026\n');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `The embedded database in ${dataDir} is in use by the Platon server (process ${server.process.pid},`,
      );
      await stop(server);

      const created = await platon(['admin', 'create', 'boss'], 'Kuchli-parol-2026\n');
      expect(created).toMatchObject({ code: 0, stdout: 'Administrator "boss" created: sign in with this name and password.\n' });
      const restarted = await start();
      // The notices come right after the ready line: by the time a page has loaded, one would have arrived.
      const { page, close } = await signInAs(browser, restarted.url, 'boss', 'Kuchli-parol-2026', '/');
      await expectSignedInAsAdministrator(page, 'boss');
      expect(restarted.output()).not.toContain('No administrator exists yet');
      await close();
    },
    TWO_STARTS_MS,
  );
});

describe('/ in the demo', () => {
  it('is still the landing page', async () => {
    const server = await start({ PLATON_DEMO: '1', PLATON_DEMO_APPEALS: '0' });
    const { page, consoleErrors, close } = await newPage(browser, `${server.url}/`);
    await page.locator('platon-app').getByRole('heading', { name: 'Фуқаролар мурожаатлари реестри' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(consoleErrors).toEqual([]);
    await close();
  });
});
