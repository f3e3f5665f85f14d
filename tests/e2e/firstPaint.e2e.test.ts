import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { liveServer } from './support/liveServer';
import { signInAs } from './support/signInAs';
import { tableGrid } from './support/tableGrid';

/** Polls until the expectation holds: calls on two busy cores may take seconds. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * Holds the answer to `GET /api/info` (the project info every element waits for before it draws) until
 * release(), and records the API calls the page sends, by path with query, in order.
 */
async function holdProjectInfo(page: Page) {
  // The calls of the page before (the sign-in's landing page) may still be on their way on a busy machine.
  await page.goto('about:blank');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/info', async (route) => {
    await released;
    await route.continue();
  });
  const calls: string[] = [];
  const finished: string[] = [];
  // Both, in the order they happened.
  const events: string[] = [];
  const apiPath = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/') ? `${url.pathname.slice(5)}${url.search}` : null;
  };
  page.on('request', (request) => {
    const path = apiPath(request);
    if (!path) return;
    calls.push(path);
    events.push(`sent ${path}`);
  });
  page.on('requestfinished', (request) => {
    const path = apiPath(request);
    if (!path) return;
    finished.push(path);
    events.push(`done ${path}`);
  });
  return { calls, finished, events, release };
}

/**
 * Holds the chunk whose address matches `file` until release(); `path` is its path once the page asked for it.
 */
async function holdChunk(page: Page, file: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { path: '', release: () => release() };
  await page.route(file, async (route) => {
    held.path = new URL(route.request().url()).pathname;
    await released;
    await route.continue();
  });
  return held;
}

// Issue 13: the calls a page opens with start together as the element connects, not one after the other
// (project info, then the shell's chunk, then user-info, then the table's chunk and its definition, then
// its rows); and the count of all rows does not hold back the rows.
describe('first paint', () => {
  const live = liveServer();

  it('on /tables/appeals asks for the user and the definition with its first page while the project info is on its way', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123');
    try {
      const held = await holdProjectInfo(page);
      await page.goto(`${live.server.url}/tables/appeals?status_id=2`, { waitUntil: 'commit' });
      // The definition asked with the address's query carries the first page of that view: no data call.
      const definition = `tables/appeals?level=1&first=${encodeURIComponent('status_id=2')}`;
      await eventually(() => held.calls.filter((call) => !call.startsWith('info'))).toEqual(
        expect.arrayContaining(['user-info', definition]),
      );
      expect(held.finished).not.toContain('info');
      held.release();
      const table = tableGrid(page.locator('platon-app'), 'Барча мурожаатлар');
      await table.rows.first().waitFor();
      await eventually(() => table.total()).toBeGreaterThan(0);
      expect(await table.total()).toBeLessThan(100_000);
      // Nothing asked twice: the views took the answers of the calls started early.
      const count = (pattern: RegExp) => held.calls.filter((call) => pattern.test(call)).length;
      expect(count(/^user-info$/)).toBe(1);
      expect(count(/^tables\/appeals\?/)).toBe(1);
      expect(count(/^tables\/appeals\/data\?/)).toBe(0);
      // The count went out only after the rows had arrived.
      const dataDone = held.events.indexOf(`done ${definition}`);
      const totalsSent = held.events.findIndex((event) => event.startsWith('sent tables/appeals/totals?'));
      expect(dataDone).toBeGreaterThanOrEqual(0);
      expect(totalsSent).toBeGreaterThan(dataDone);
    } finally {
      await close();
    }
  });

  it('on /forms/kitchen_sink asks for the form while the project info is on its way', async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123');
    try {
      const held = await holdProjectInfo(page);
      await page.goto(`${live.server.url}/forms/kitchen_sink`, { waitUntil: 'commit' });
      await eventually(() => held.calls).toEqual(expect.arrayContaining(['user-info', 'forms/kitchen_sink']));
      expect(held.finished).not.toContain('info');
      held.release();
      await page.locator('platon-app form').first().waitFor();
      expect(held.calls.filter((call) => call === 'forms/kitchen_sink')).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("asks for the sidebar's menu with the route's calls, not once the shell's code is in", async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123');
    try {
      const held = await holdProjectInfo(page);
      held.release();
      const shell = await holdChunk(page, /\/platon\/AppShell-[\w-]+\.js$/);
      await page.goto(`${live.server.url}/forms/kitchen_sink`, { waitUntil: 'commit' });
      await eventually(() => shell.path).not.toBe('');
      await eventually(() => held.finished).toContain('menus');
      shell.release();
      await page.locator('platon-app nav').getByRole('link', { name: 'Барча мурожаатлар' }).waitFor();
      // The sidebar took that answer: nothing asked twice.
      expect(held.calls.filter((call) => call === 'menus')).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("on /forms/kitchen_sink starts its date, time, upload and select controls' chunks with the definition, not once the form's own code is in", async () => {
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123');
    try {
      await page.goto('about:blank');
      // The form's own chunk is held back: the controls' chunks must already be on their way meanwhile.
      const formChunk = await holdChunk(page, /\/platon\/FormElement-[\w-]+\.js$/);
      const chunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/platon/') && pathname.endsWith('.js')) chunks.push(pathname.slice('/platon/'.length));
      });
      await page.goto(`${live.server.url}/forms/kitchen_sink`, { waitUntil: 'commit' });
      await eventually(() => formChunk.path).not.toBe('');
      const control = (name: string) => chunks.some((chunk) => chunk.startsWith(`${name}-`));
      // The light controls (dates, times, uploads, selects ...) are one chunk (scripts/rechunk.mjs).
      await eventually(() => control('formControls')).toBe(true);
      // The editors and maps wait for the form's render: evaluated early, they held up its first paint.
      expect(['CodeControl', 'RichTextControl', 'GeoControl'].filter(control)).toEqual([]);
      formChunk.release();
      await page.locator('platon-app form input[type="text"]').first().waitFor();
      await eventually(() => control('RichTextControl')).toBe(true);
    } finally {
      await close();
    }
  });

  it("a form's date, time and select controls, their popups open, download none of the table's own code", async () => {
    // They share the table's date and listbox helpers, which were kept in the table's chunk: a form with a
    // date field downloaded and evaluated the whole table (42 KB compressed) before it could draw the field.
    const { page, close } = await signInAs(live.browser, live.server.url, 'user', 'user123');
    try {
      const chunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/platon/')) chunks.push(pathname.slice('/platon/'.length));
      });
      await page.goto(`${live.server.url}/forms/kitchen_sink`);
      const app = page.locator('platon-app');
      const form = app.locator('form');
      await form.getByRole('tab', { name: 'Сонлар ва саналар' }).click();
      await form.getByRole('button', { name: 'Календарни очиш' }).first().click();
      await app.getByRole('dialog').getByRole('grid').waitFor();
      await page.keyboard.press('Escape');
      await form.getByRole('tab', { name: 'Танлов' }).click();
      await form.getByRole('combobox', { name: /^Тоифалар/ }).click();
      await app.getByRole('listbox', { name: 'Тоифалар' }).getByRole('option').first().waitFor();
      expect(chunks.some((chunk) => chunk.startsWith('formControls-'))).toBe(true);
      expect(chunks.filter((chunk) => /^TableElement-[\w-]+\.js$/.test(chunk))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('<platon-table public> on a host page asks for its definition with its rows while the project info is on its way', async () => {
    const { page, close } = await newPage(live.browser, 'about:blank');
    try {
      const held = await holdProjectInfo(page);
      await page.goto(`${live.server.url}/examples/table-portal.html`, { waitUntil: 'commit' });
      await eventually(() => held.calls).toEqual(expect.arrayContaining(['public/tables/regions?level=1&first=']));
      expect(held.finished).not.toContain('info');
      held.release();
      const table = tableGrid(page.locator('platon-table'), 'Ҳудудлар');
      await table.rows.first().waitFor();
      // The rows came with the definition.
      expect(held.calls.filter((call) => call.startsWith('public/tables/regions/data?'))).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it("<platon-table public> and <platon-form public> send their calls before asking for their views' chunks", async () => {
    // A browser sends six requests at a time to one HTTP/1.1 server, in the order they were made: behind
    // the view's chunks (ten for a table), the call waited for free connections on a first visit.
    for (const [path, call, view] of [
      ['table-portal.html', '/api/public/tables/regions?level=1&first=', 'TableElement-'],
      ['partner-form.html', '/api/public/forms/public_appeal', 'FormElement-'],
    ]) {
      const { page, close } = await newPage(live.browser, 'about:blank');
      try {
        const sent: string[] = [];
        page.on('request', (request) => {
          const { pathname, search } = new URL(request.url());
          sent.push(`${pathname}${search}`);
        });
        await page.goto(`${live.server.url}/examples/${path}`);
        await eventually(() => sent.includes(call) && sent.some((one) => one.startsWith(`/platon/${view}`))).toBe(true);
        // Every chunk after the loader and the entry: the view's own and those it imports.
        const firstChunk = sent.findIndex((one) => one.startsWith('/platon/') && !/^\/platon\/platon(-loader)?\.js/.test(one));
        expect(sent.indexOf(call), sent.join('\n')).toBeLessThan(firstChunk);
      } finally {
        await close();
      }
    }
  });

  it('the elements already on a page send their calls before the bundle has defined them', async () => {
    // The bundle starts them from the elements' attributes before it evaluates React DOM; they used to wait
    // for the element's first render, after every element was defined.
    for (const [path, call, tag] of [
      ['/examples/table-portal.html', '/api/public/tables/regions?level=1&first=', 'platon-table'],
      ['/examples/partner-form.html', '/api/public/forms/public_appeal', 'platon-form'],
      ['/', '/api/info', 'platon-app'],
    ]) {
      const { page, close } = await newPage(live.browser, 'about:blank');
      try {
        await page.addInitScript(() => {
          const seen: Record<string, number> = {};
          (window as unknown as { __seen: Record<string, number> }).__seen = seen;
          const define = customElements.define.bind(customElements);
          customElements.define = (name, constructor, options) => {
            seen[name] ??= performance.now();
            define(name, constructor, options);
          };
          const fetch = window.fetch.bind(window);
          window.fetch = (input, init) => {
            const url = new URL(input instanceof Request ? input.url : String(input), location.href);
            seen[`${url.pathname}${url.search}`] ??= performance.now();
            return fetch(input, init);
          };
        });
        await page.goto(`${live.server.url}${path}`);
        const seen = () => page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
        await eventually(async () => Object.keys(await seen()).includes(call)).toBe(true);
        const times = await seen();
        expect(times[call], JSON.stringify(times)).toBeLessThan(times[tag]);
      } finally {
        await close();
      }
    }
  });

  it("<platon-table> draws its first rows before its popups' code (@floating-ui, tabbable) arrives, then fetches it", async () => {
    // Issue 43: the dialogs, popups, tooltips and folded filters' controls are not in the first screenful;
    // they are prefetched after the first rows so that a first click opens them at once.
    const { page, close } = await newPage(live.browser, 'about:blank');
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route(/\/platon\/[^/]+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('data-floating-ui-')) {
          held.push(new URL(route.request().url()).pathname);
          await released;
        }
        await route.fulfill({ response, body });
      });
      await page.goto(`${live.server.url}/examples/table-portal.html`, { waitUntil: 'commit' });
      await tableGrid(page.locator('platon-table'), 'Ҳудудлар').rows.first().waitFor();
      await eventually(() => held.length).toBeGreaterThan(0);
      release();
    } finally {
      await close();
    }
  });

  it('<platon-table> loads the chunks its code imports beside that code, not one round trip after it', async () => {
    const { page, close } = await newPage(live.browser, 'about:blank');
    try {
      // The table's own chunk is held back: whatever it imports must already be on its way meanwhile.
      const tableChunk = await holdChunk(page, /\/platon\/TableElement-[\w-]+\.js$/);
      const chunks: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/platon/') && pathname.endsWith('.js')) chunks.push(pathname);
      });
      await page.goto(`${live.server.url}/examples/table-portal.html`, { waitUntil: 'commit' });
      await eventually(() => tableChunk.path).not.toBe('');
      const source = await (await fetch(`${live.server.url}${tableChunk.path}`)).text();
      const imported = [...source.matchAll(/from\s*['"]\.\/([^'"]+)['"]/g)]
        .map((match) => `/platon/${match[1]}`)
        .filter((path) => path !== '/platon/platon.js');
      expect(imported.length).toBeGreaterThan(0);
      await eventually(() => imported.filter((path) => !chunks.includes(path))).toEqual([]);
      tableChunk.release();
      await tableGrid(page.locator('platon-table'), 'Ҳудудлар').rows.first().waitFor();
    } finally {
      await close();
    }
  });
});
