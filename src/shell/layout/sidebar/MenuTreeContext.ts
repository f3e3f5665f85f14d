import { createContext, useContext, type DragEvent, type MouseEvent } from 'react';
import type { MenuItem } from '../../../core/api/contract';
import type { Translate } from '../../../ui/useTranslator';

/** Where a dragged item would land relative to the row under the pointer. */
export type DropPosition = 'before' | 'after';

/** Native drag-and-drop among siblings, present only while reordering is unlocked. */
export interface MenuDragHandlers {
  start(event: DragEvent<HTMLElement>, id: number, parentKey: string): void;
  over(event: DragEvent<HTMLElement>, id: number, parentKey: string): void;
  drop(event: DragEvent<HTMLElement>, id: number, parentKey: string): void;
  end(): void;
  /** The row showing the drop marker. */
  target: { id: number; position: DropPosition } | null;
}

/** What every node of one rendered menu tree shares (the sidebar's tree, or one fly-out of it). */
export interface MenuTreeState {
  t: Translate;
  activeId: number | null;
  /** The active item's ancestors: highlighted as "contains the current page". */
  activePath: ReadonlySet<number>;
  expanded: ReadonlySet<number>;
  toggle(id: number, open?: boolean): void;
  canEdit(item: MenuItem): boolean;
  /** A plain click on a menu link: tells the layout a link was followed (and closes a fly-out). */
  onLinkClick(event: MouseEvent<HTMLAnchorElement>): void;
  drag: MenuDragHandlers | null;
}

export const MenuTreeContext = createContext<MenuTreeState | null>(null);

export function useMenuTreeState(): MenuTreeState {
  const state = useContext(MenuTreeContext);
  if (!state) throw new Error('menu nodes render inside a MenuTreeContext');
  return state;
}
