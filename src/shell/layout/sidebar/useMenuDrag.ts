import { useCallback, useMemo, useRef, useState, type DragEvent } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import { menuSiblingIds } from '../../../core/menu/menuSiblingIds';
import type { DropPosition, MenuDragHandlers } from './MenuTreeContext';

const DRAG_TYPE = 'application/x-platon-menu-item';

/**
 * Native HTML5 drag-and-drop of menu rows among their siblings. Nodes are nested, so each handler acts only
 * for the innermost row that is a sibling of the dragged one and stops the event there; a row of another
 * parent lets it bubble to its own ancestors. Null while reordering is locked.
 */
export function useMenuDrag(
  enabled: boolean,
  shown: MenuItem[],
  moveTo: (id: number, index: number) => number | null,
): MenuDragHandlers | null {
  const dragged = useRef<{ id: number; parentKey: string } | null>(null);
  const [target, setTarget] = useState<MenuDragHandlers['target']>(null);

  const positionOf = (event: DragEvent<HTMLElement>): DropPosition => {
    const row = event.currentTarget.querySelector(':scope > .pl-nav__row') ?? event.currentTarget;
    const box = row.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  };
  const end = useCallback(() => {
    dragged.current = null;
    setTarget(null);
  }, []);

  const handlers = useMemo(
    () => ({
      start(event: DragEvent<HTMLElement>, id: number, parentKey: string) {
        if (dragged.current) return; // an inner row already started this drag
        dragged.current = { id, parentKey };
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(DRAG_TYPE, String(id));
        event.dataTransfer.setData('text/plain', String(id));
      },
      over(event: DragEvent<HTMLElement>, id: number, parentKey: string) {
        const source = dragged.current;
        if (!source || source.parentKey !== parentKey) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = 'move';
        const position = positionOf(event);
        setTarget((current) =>
          current?.id === id && current.position === position ? current : id === source.id ? null : { id, position },
        );
      },
      drop(event: DragEvent<HTMLElement>, id: number, parentKey: string) {
        const source = dragged.current;
        if (!source || source.parentKey !== parentKey) return;
        event.preventDefault();
        event.stopPropagation();
        if (id !== source.id) {
          const others = menuSiblingIds(shown, source.id).filter((sibling) => sibling !== source.id);
          moveTo(source.id, others.indexOf(id) + (positionOf(event) === 'after' ? 1 : 0));
        }
        end();
      },
      end,
    }),
    [shown, moveTo, end],
  );
  return useMemo(() => (enabled ? { ...handlers, target } : null), [enabled, handlers, target]);
}
