// Shared by the browser render benches (tableRender, formMount): the time a bench page reports as painted
// (window.__painted, set by bench/browser/benchData.ts markPainted) and the median of several runs.

/** Opens `url` in a fresh page and resolves with its script-start-to-painted time in ms; page errors fail it. */
export async function timeToPainted(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page
      .waitForFunction(() => typeof window.__painted === 'number', null, { timeout: 120_000 })
      .catch((error) => {
        throw new Error(errors.length ? `${url}: ${errors.join('; ')}` : error.message);
      });
    return await page.evaluate(() => window.__painted);
  } finally {
    await page.close();
  }
}

/** The middle value (the upper one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
