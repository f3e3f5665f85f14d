import type { Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { openBrowsers } from '../harness';

/** The most of a page's accessibility tree printed: enough to see which view, dialog and messages show. */
const SNAPSHOT_CHARS = 12_000;

/**
 * After a failed test, prints what each page it left open shows: its address, how long its document has
 * lived and how many history entries it has (a reload or a second navigation shows there), and its
 * accessibility tree, shadow roots included. A failure on a busy CI machine is seldom reproduced; this is
 * what is left to read of it. Run after every test (reportFailedPages.ts), and before closing a browser.
 */
export async function printFailedPages(task: TestContext['task']): Promise<void> {
  if (task.result?.state !== 'fail') return;
  const pages = [...openBrowsers].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
  for (const [index, page] of pages.entries()) {
    console.log(`[failed test] page ${index + 1} of ${pages.length}:\n${await describePage(page)}`);
  }
}

async function describePage(page: Page): Promise<string> {
  try {
    const state = await page.evaluate(readPageState);
    const tree = await page.locator('body').ariaSnapshot({ timeout: 5000 });
    const shown = tree.length > SNAPSHOT_CHARS ? `${tree.slice(0, SNAPSHOT_CHARS)}\n…` : tree;
    return `${page.url()} (document ${state.age} ms old, ${state.history} history entries, focus on ${state.focused})\n${shown}`;
  } catch (error) {
    return `${page.url()} (not readable: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Runs in the page (self-contained): the document's age, its history length, the focused element through open shadow roots. */
function readPageState(): { age: number; history: number; focused: string } {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  const label = active?.getAttribute('aria-label');
  const focused = active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}${label ? `[${label}]` : ''}` : 'nothing';
  return { age: Math.round(performance.now()), history: history.length, focused };
}
