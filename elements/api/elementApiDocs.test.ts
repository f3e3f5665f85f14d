// @vitest-environment jsdom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementApis } from '../../src/core/elements/elementApis';
import { readElementApiDocs } from './readElementApiDocs';
import { renderManifest } from './renderManifest';
import { README_END, README_START, renderReadmeSection } from './renderReadmeSection';

// import.meta.dirname: under jsdom the global URL is jsdom's, which new URL(…, import.meta.url) trips over.
const root = join(import.meta.dirname, '..', '..');
const docs = readElementApiDocs(elementApis, join(root, 'src', 'core', 'elements'));

interface ManifestClass {
  tagName: string;
  attributes: { name: string }[];
  members: { name: string; attribute: string }[];
  events: { name: string; deprecated?: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}
const manifest = JSON.parse(renderManifest(docs)) as {
  schemaVersion: string;
  modules: { declarations: ManifestClass[]; exports: { name: string }[] }[];
};
const classes = manifest.modules[0].declarations;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * The element event names the runtime's code names (a quoted `'platon-table-row-click'`), outside the API
 * files and their generators: the names it fires (the compiler holds each to its API file's list).
 */
function namedEvents(): Set<string> {
  const named = new Set<string>();
  for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'elements'))]) {
    const path = relative(root, file);
    if (path.startsWith('src/core/elements/') || path.startsWith('elements/api/')) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/'(platon-(?:app|auth|form|page|table)-[a-z-]+)'/g)) named.add(match[1]);
  }
  return named;
}

describe('custom-elements.json', () => {
  it('lists every element the bundle registers, with every attribute it observes', async () => {
    await import('../index');
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(classes.map((c) => c.tagName).sort()).toEqual(['platon-app', 'platon-auth', 'platon-form', 'platon-page', 'platon-table']);
    expect(manifest.modules[0].exports.map((e) => e.name).sort()).toEqual(classes.map((c) => c.tagName).sort());
    for (const declaration of classes) {
      const registered = customElements.get(declaration.tagName) as
        (CustomElementConstructor & { observedAttributes: string[] }) | undefined;
      expect(registered, declaration.tagName).toBeDefined();
      expect(declaration.attributes.map((a) => a.name).sort(), declaration.tagName).toEqual([...registered!.observedAttributes].sort());
      expect(declaration.members.map((m) => m.attribute).sort()).toEqual([...registered!.observedAttributes].sort());
      // Each member is a real property of the element.
      const element = document.createElement(declaration.tagName);
      for (const member of declaration.members) expect(member.name in element, `${declaration.tagName}.${member.name}`).toBe(true);
    }
  });

  it('lists every event the runtime fires, and no other, with its old name marked deprecated', () => {
    const named = [...namedEvents()];
    for (const declaration of classes) {
      const current = declaration.events
        .filter((event) => !event.deprecated)
        .map((event) => event.name)
        .sort();
      expect(current, declaration.tagName).toEqual(named.filter((name) => name.startsWith(`${declaration.tagName}-`)).sort());
      // platon-{element}-{what}
      for (const name of current) expect(name.startsWith(`${declaration.tagName}-`), name).toBe(true);
    }
    const table = classes.find((c) => c.tagName === 'platon-table')!;
    expect(table.events.map((e) => [e.name, e.deprecated ?? null])).toEqual([
      ['platon-table-loaded', null],
      ['platon-data-loaded', 'Use platon-table-loaded.'],
      ['platon-table-row-click', null],
      ['platon-row-click', 'Use platon-table-row-click.'],
      ['platon-table-selection-change', null],
      ['platon-selection-change', 'Use platon-table-selection-change.'],
    ]);
    expect(table.events[2].type.text).toBe('CustomEvent<{ row: Record<string, unknown>; index: number }>');
  });

  it('describes the parts and custom properties the stylesheet defines', () => {
    const css = ['src/ui/styles/themeCss.ts', 'src/ui/styles/themePalettes.ts', 'src/ui/styles/platonCss.ts']
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n');
    const app = classes.find((c) => c.tagName === 'platon-app')!;
    expect(app.cssParts.map((p) => p.name)).toEqual(['frame', 'header', 'button', 'input', 'grid', 'pager', 'dialog']);
    // themeCss builds the colour properties from the palette's keys (primaryContrast -> --platon-primary-contrast).
    const palette = [...readFileSync(join(root, 'src/ui/styles/themePalettes.ts'), 'utf8').matchAll(/^\s+(\w+): string;$/gm)].map(
      (m) => `--platon-${m[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    );
    const named = [...css.matchAll(/--platon-[a-z-]+[a-z]/g)].map((m) => m[0]);
    const defined = new Set([...palette, ...named]);
    expect(app.cssProperties.map((p) => p.name).sort()).toEqual([...defined].sort());
  });
});

describe('docs/embedding.md', () => {
  it('holds the element reference exactly as the element APIs make it (run `npm run docs` after editing them)', () => {
    const readme = readFileSync(join(root, 'docs', 'embedding.md'), 'utf8');
    const start = readme.indexOf(README_START);
    const end = readme.indexOf(README_END);
    expect(start, 'docs/embedding.md lacks the element-api markers').toBeGreaterThan(-1);
    expect(readme.slice(start, end + README_END.length)).toBe(renderReadmeSection(docs));
  });
});
