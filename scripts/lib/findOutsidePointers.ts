import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A citation of the specification or design notes the project started from, which live outside the repository. */
const outsidePointer = /\b(?:SPEC|DESIGN)\b|shared\/(?:SPEC|DESIGN)/;

/**
 * Files that hold the pattern itself: this finder and the documentation check that guards docs/ the same way.
 * Everything else cites docs/behaviour.md, docs/architecture.md and the other docs of the repository instead.
 */
const holdsThePattern = new Set(['scripts/lib/findOutsidePointers.ts', 'scripts/lib/findBrokenLinks.test.ts']);

/** Whether a text cites the outside documents. */
export function citesOutside(text: string): boolean {
  return outsidePointer.test(text);
}

/** The git-tracked files under root whose text cites the outside documents, each with its first such line. */
export function findOutsidePointers(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && !holdsThePattern.has(file));
  const found: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed but gone from the working tree (a deletion not yet committed)
    }
    if (text.includes('\0')) continue; // binary: images, fonts
    const lines = text.split('\n');
    const at = lines.findIndex(citesOutside);
    if (at >= 0) found.push(`${file}:${at + 1}: ${lines[at].trim()}`);
  }
  return found;
}
