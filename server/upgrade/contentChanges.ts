import { stableJson } from './contentHash';
import type { RowNode } from './RowTree';

export interface ContentChange {
  path: string;
  current: string | null;
  release: string | null;
}

/** Longest value shown in a change: enough to recognise a text, not a whole page's HTML. */
const VALUE_MAX = 300;

/**
 * Where two contents of one row differ, in words an administrator can follow: '' for a translation's text,
 * `title` for a column of the record, `form_elements 3: label` and `form_elements 3 › 2: label` for its
 * child rows (1-based positions).
 *
 * @example
 * contentChanges('Show pasword', 'Show password'); // [{ path: '', current: 'Show pasword', release: 'Show password' }]
 */
export function contentChanges(current: unknown, release: unknown): ContentChange[] {
  const before = flatten(current);
  const after = flatten(release);
  const changes: ContentChange[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(path) ?? null;
    const will = after.get(path) ?? null;
    if (was !== will) changes.push({ path, current: clip(was), release: clip(will) });
  }
  return changes;
}

function flatten(content: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (content === undefined || content === null) return out;
  if (typeof content !== 'object') {
    out.set('', String(content));
    return out;
  }
  const tree = content as { row?: Record<string, unknown>; children?: Record<string, RowNode[]> };
  addRow(out, '', tree.row ?? {});
  for (const [table, nodes] of Object.entries(tree.children ?? {})) addNodes(out, table, nodes);
  return out;
}

function addNodes(out: Map<string, string>, prefix: string, nodes: RowNode[]): void {
  nodes.forEach((node, index) => {
    const place = prefix.includes(' ') ? `${prefix} › ${index + 1}` : `${prefix} ${index + 1}`;
    addRow(out, `${place}: `, node.row);
    if (node.children) addNodes(out, place, node.children);
  });
}

function addRow(out: Map<string, string>, prefix: string, row: Record<string, unknown>): void {
  for (const [column, value] of Object.entries(row)) {
    if (value === null || value === undefined) continue;
    out.set(`${prefix}${column}`, typeof value === 'string' ? value : stableJson(value));
  }
}

function clip(value: string | null): string | null {
  return value !== null && value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
}
