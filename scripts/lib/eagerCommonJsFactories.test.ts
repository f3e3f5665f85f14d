import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eagerCommonJsFactories } from './eagerCommonJsFactories.mjs';
import { terserEach } from './terserEach.mjs';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The innermost function literal of `code` whose text holds `marker`. */
function functionHolding(code: string, marker: string): Node {
  const at = code.indexOf(marker);
  let found: Node | null = null;
  (function visit(node: unknown) {
    if (!node || typeof node !== 'object') return;
    const { type, start, end } = node as Node;
    if (typeof type === 'string' && /Function/.test(type) && start <= at && at < end) found = node as Node;
    for (const value of Object.values(node)) (Array.isArray(value) ? value : [value]).forEach(visit);
  })(parseAst(code));
  if (!found) throw new Error(`no function holds ${marker}`);
  return found;
}

// As scripts/rechunk.mjs reads esbuild's files: as they are, and minified once more by terser first, which
// renames the helper and declares it in a list (the helper was then not found, and no factory was eager).
describe.each([
  ["esbuild's output", false],
  ["terser's output of it", true],
])('eagerCommonJsFactories (the browser build), over %s', (_, minified) => {
  let dir: string;
  let chunks: { code: string }[];

  beforeAll(async () => {
    // A CommonJS module shared by the entry and a lazy chunk, as esbuild splits React DOM: its __commonJS
    // helper lands in a chunk of its own and each user imports it.
    dir = await mkdtemp(join(tmpdir(), 'platon-eager-'));
    await writeFile(join(dir, 'dom.cjs'), 'module.exports = { render: function (x) { return "drawn " + x; }, answer: 42 };\n');
    // A second CommonJS module, as in the real build: terser inlines a helper called only once.
    await writeFile(join(dir, 'other.cjs'), 'module.exports = { name: "other" };\n');
    await writeFile(
      join(dir, 'entry.js'),
      "import dom from './dom.cjs';\nimport other from './other.cjs';\nconsole.log(dom.render(1), other.name);\nexport const later = () => import('./lazy.js');\n",
    );
    await writeFile(join(dir, 'lazy.js'), "import dom from './dom.cjs';\nexport const answer = dom.answer;\n");
    const out = join(dir, 'out');
    await build({
      entryPoints: [join(dir, 'entry.js')],
      outdir: out,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      sourcemap: true,
      logLevel: 'error',
    });
    const bundle = await rollup({
      input: join(out, 'entry.js'),
      treeshake: false,
      plugins: [...(minified ? [terserEach()] : []), eagerCommonJsFactories(out)],
    });
    const { output } = await bundle.write({ dir: join(dir, 'rechunked'), format: 'es', compact: true });
    await bundle.close();
    chunks = output.flatMap((chunk) => (chunk.type === 'chunk' ? [{ code: chunk.code }] : []));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes a CommonJS factory in parentheses, which V8 compiles with its file instead of on first call', () => {
    const chunk = chunks.find(({ code }) => code.includes('answer:42'));
    expect(chunk).toBeDefined();
    const factory = functionHolding(chunk!.code, 'answer:42');
    // The helper's own parenthesis, then ours: `helper(((e,t)=>{...}))` (terser drops the parameters' own).
    expect(chunk!.code.slice(factory.start - 2, factory.start)).toBe('((');
    expect(chunk!.code.slice(factory.end, factory.end + 2)).toBe('))');
  });

  it('changes nothing the code does', async () => {
    const entry = (await import(join(dir, 'rechunked', 'entry.js'))) as { later(): Promise<{ answer: number }> };
    expect((await entry.later()).answer).toBe(42);
  });

  it('leaves other functions as esbuild wrote them', () => {
    const chunk = chunks.find(({ code }) => code.includes('"drawn "'))!;
    const render = functionHolding(chunk.code, '"drawn "');
    expect(chunk.code[render.start - 1]).not.toBe('(');
  });
});
