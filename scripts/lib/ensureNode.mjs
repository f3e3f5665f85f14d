// A Node.js release for the checks that need one other than the machine's: `.ci/run` brings Node 24 to a
// machine that has an older one, and `npm test` runs the server suite on Node 22 as well (the oldest release
// Platon supports). The binary comes from the npm registry's `node` package, kept in .cache/ so that a second
// run reuses it. Runs on any Node from 18 on, since it is what lifts an older machine.
//
//   node scripts/lib/ensureNode.mjs 24   prints the folder that holds that release's `node`
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The folder holding a `node` of `major` (installing it on first use), to put first on PATH.
 * @param {number} major
 * @returns {string}
 */
export function ensureNode(major) {
  const prefix = `${ROOT}.cache/node${major}`;
  const bin = `${prefix}/node_modules/.bin`;
  if (!existsSync(`${bin}/node`)) {
    mkdirSync(prefix, { recursive: true });
    // A package.json of its own, so npm installs here and not into the project (whose lock it would change).
    // npm's own output goes to stderr: stdout carries only the folder, which `.ci/run` reads.
    writeFileSync(`${prefix}/package.json`, `${JSON.stringify({ private: true, allowScripts: { node: true } })}\n`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${major}`], {
      cwd: prefix,
      stdio: ['ignore', 2, 2],
    });
  }
  return bin;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const major = Number(process.argv[2]);
  if (!Number.isInteger(major)) throw new Error('usage: node scripts/lib/ensureNode.mjs <major>');
  console.log(ensureNode(major));
}
