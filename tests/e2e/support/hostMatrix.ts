import type { Locator, Page } from 'playwright-core';

/** The demo host apps (demo/hosts/<host>/), the plain one first: it is the baseline of the others' look. */
export const HOSTS = ['plain', 'jquery', 'vue', 'react', 'angular', 'csp'] as const;
export type Host = (typeof HOSTS)[number];

/** Properties that decide how a control looks, whatever its width. */
const LOOK = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'box-sizing',
  'height',
] as const;

/** What a host page's own elements look like (margins too: a leaking rule would move them). */
const HOST_LOOK = [...LOOK.filter((name) => name !== 'height'), 'margin-top', 'margin-bottom', 'display'] as const;

export type Look = Record<string, string>;

/** The computed look of the element behind `locator` (inside a shadow root or not). */
export function lookOf(locator: Locator, properties: readonly string[] = LOOK): Promise<Look> {
  return locator.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/**
 * The look of the elements' own controls, from inside their shadow roots: the public form's first text
 * field, its save button and a label; the sign-in box's login field and its button.
 */
export async function elementLooks(page: Page): Promise<Record<string, Look>> {
  const form = page.locator('platon-form');
  const auth = page.locator('platon-auth');
  return {
    'form input': await lookOf(form.getByRole('textbox', { name: 'Мурожаатчи' })),
    'form button': await lookOf(form.getByRole('button', { name: 'Сақлаш', exact: true })),
    'form label': await lookOf(form.locator('label').filter({ hasText: 'Телефон' }).first()),
    'auth input': await lookOf(auth.getByLabel('Логин', { exact: true })),
    'auth button': await lookOf(auth.getByRole('button', { name: 'Кириш', exact: true })),
  };
}

/** The look of a signed-in table: a header cell and a data cell. */
export async function tableLooks(table: Locator): Promise<Record<string, Look>> {
  return {
    'table header cell': await lookOf(table.getByRole('columnheader').nth(1)),
    'table cell': await lookOf(table.locator('tbody tr[data-row-index] td').nth(1)),
  };
}

/** The host's own parts the elements must leave alone. */
export async function hostLooks(page: Page): Promise<Record<string, Look>> {
  const parts: Record<string, Locator> = {
    body: page.locator('body'),
    header: page.locator('header, nav').first(),
    status: page.locator('#status'),
    heading: page.locator('h2').first(),
    button: page.getByRole('button', { name: 'Жадвални қўшиш' }),
  };
  const looks: Record<string, Look> = {};
  for (const [name, locator] of Object.entries(parts)) looks[name] = await lookOf(locator, HOST_LOOK);
  return looks;
}

export interface DomCounters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

/** Chromium's live DOM counters of the page after a full garbage collection (CDP). */
export async function domCountersAfterGc(page: Page): Promise<DomCounters> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { documents, nodes, jsEventListeners } = (await cdp.send('Memory.getDOMCounters')) as DomCounters;
    return { documents, nodes, jsEventListeners };
  } finally {
    await cdp.detach();
  }
}

/**
 * Reports every `securitypolicyviolation` of a page to the test through `window.__platonCspViolation` (a
 * function the context exposes), so violations of every document the page loads are kept.
 */
export const CSP_LISTENER = `
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__platonCspViolation(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  }, true);
`;

/** The table loads the host's status line has counted so far ('Жадвал: N марта юкланди'). */
export async function loadsCounted(page: Page): Promise<number> {
  const text = (await page.locator('#status').textContent()) ?? '';
  const match = /Жадвал: (\d+) марта юкланди/.exec(text);
  return match ? Number(match[1]) : -1;
}

/** Waits until the status line has counted more than `than` table loads; answers the new count. */
export async function nextLoad(page: Page, than: number): Promise<number> {
  await page.waitForFunction(
    (count) => Number(/Жадвал: (\d+) марта/.exec(document.getElementById('status')?.textContent ?? '')?.[1] ?? -1) > count,
    than,
    { timeout: 20_000 },
  );
  return loadsCounted(page);
}
