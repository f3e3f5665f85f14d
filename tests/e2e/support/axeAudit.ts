import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** A shadow-DOM target (['platon-app', '.x']) as one readable path: `platon-app >>> .x`. */
const targetText = (target: unknown[]) => target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ');

/**
 * Runs axe-core (every rule of its default set: WCAG 2 A/AA and best practices) over the whole document of
 * `page`, open shadow roots included, and returns one readable line per failing node, prefixed by `screen`:
 * `screen: rule (impact) help -> target: what failed`. An empty list means no violation. `rules` runs only
 * those rules (the theme sweeps run only color-contrast: the other rules do not depend on colours).
 *
 * axe goes in through the DevTools protocol (page.evaluate), which a strict page CSP does not block. Frames
 * are left out: the only one the shell draws is Chromium's PDF viewer, which is not ours to audit.
 */
export async function axeViolations(page: Page, screen: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const options = { resultTypes: ['violations'], iframes: false, ...(only ? { runOnly: { type: 'rule', values: only } } : {}) };
    const result = await axe.run(document, options);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules ?? null);
  const lines = violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').replace(/^Fix (any|all) of the following: /, '');
      return `${screen}: ${violation.id} (${violation.impact}) ${violation.help} -> ${targetText(node.target)}: ${summary}`;
    }),
  );
  // Printed as found too, so a run cut short by a timeout still shows what it saw.
  for (const line of lines) console.log(line);
  return lines;
}
