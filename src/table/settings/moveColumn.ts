import type { SettingsColumn } from './SettingsColumn';

/**
 * The tree with one column moved `delta` places among its siblings (-1 up, 1 down); columns never leave
 * their group, since a header group spans its own children. Returns the same tree when the move would go
 * past either end or the key is unknown.
 *
 * @example
 * moveColumn(tree, '7', -1); // column 7 swaps with the sibling before it
 */
export function moveColumn(tree: readonly SettingsColumn[], key: string, delta: number): SettingsColumn[] {
  const index = tree.findIndex((column) => column.key === key);
  if (index >= 0) {
    const target = index + delta;
    if (target < 0 || target >= tree.length) return tree as SettingsColumn[];
    const next = [...tree];
    const [moved] = next.splice(index, 1);
    next.splice(target, 0, moved);
    return next;
  }
  let changed = false;
  const next = tree.map((column) => {
    if (changed || !column.children.length) return column;
    const children = moveColumn(column.children, key, delta);
    if (children === column.children) return column;
    changed = true;
    return { ...column, children };
  });
  return changed ? next : (tree as SettingsColumn[]);
}
