import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  for (const match of text.matchAll(/<a (?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  return anchors;
}

/** Fenced blocks and inline code hold examples, not links or headings (a heading's own code still counts). */
const withoutFences = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const withoutCode = (text: string) => withoutFences(text).replace(/`[^`\n]*`/g, '');

/**
 * Every relative link of the given Markdown files (paths from `root`) that names no existing file, or an
 * anchor its target lacks, as `file: target`. Web addresses and the demo's own URLs are not checked.
 */
export function findBrokenLinks(root: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of withoutCode(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const resolved = path ? resolve(dirname(join(root, file)), path) : join(root, file);
      if (!resolved.startsWith(resolve(root)) || !existsSync(resolved)) {
        broken.push(`${file}: ${target}`);
        continue;
      }
      if (anchor && statSync(resolved).isFile() && !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor))
        broken.push(`${file}: ${target} (no such heading in ${relative(root, resolved)})`);
    }
  }
  return broken;
}
