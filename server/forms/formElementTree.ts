import type { FormElementMeta } from '../../src/core/api/formMeta';
import { formElementMeta, type FormElementRow } from './formElementMeta';

/**
 * A form's element rows as the tree the wire carries: roots are rows without a parent (or whose parent is
 * not in this form), children hang under `parent_id`, every level ordered by position, then id. A row caught
 * in a parent cycle is unreachable from any root and left out rather than looping.
 *
 * @example
 * formElementTree([{ id: 1, parent_id: null, type: 'fieldset', ... }, { id: 2, parent_id: 1, type: 'input', ... }]);
 * // [{ id: 1, type: 'fieldset', children: [{ id: 2, type: 'input' }] }]
 */
export function formElementTree(rows: readonly FormElementRow[]): FormElementMeta[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  const ids = new Set(sorted.map((row) => row.id));
  const childrenOf = new Map<number | null, FormElementRow[]>();
  for (const row of sorted) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(row);
    childrenOf.set(parent, list);
  }
  const build = (parent: number | null): FormElementMeta[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const element = formElementMeta(row);
      const children = build(row.id);
      return children.length ? { ...element, children } : element;
    });
  return build(null);
}
