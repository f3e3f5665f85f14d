import { useCallback, useMemo, useState } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { menuAncestorIds } from '../../../core/menu/menuAncestorIds';

export interface MenuExpansion {
  expanded: ReadonlySet<number>;
  activePath: ReadonlySet<number>;
  toggle(id: number, open?: boolean): void;
}

/**
 * Which groups are open: whatever the user opened, plus the active item's ancestors each time the active item
 * changes (docs/behaviour.md §1 auto-expand), so navigating reveals the new item without closing what the user opened.
 */
export function useMenuExpansion(items: readonly MenuItem[], activeId: number | null): MenuExpansion {
  const ancestors = useMemo(() => (activeId === null ? [] : menuAncestorIds(items, activeId)), [items, activeId]);
  const pathKey = ancestors.join('/');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(ancestors));
  const [revealed, setRevealed] = useState(pathKey);
  // Adjusting state while rendering (not in an effect) avoids one frame with the active item hidden.
  if (revealed !== pathKey) {
    setRevealed(pathKey);
    if (ancestors.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...ancestors]));
  }
  const toggle = useCallback((id: number, open?: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !current.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const activePath = useMemo(() => new Set(ancestors), [ancestors]);
  return { expanded, activePath, toggle };
}
