import type { KeyboardEvent } from 'react';

export interface MenuKeyOptions {
  /** Open or close the group `id`. */
  toggle(id: number, open: boolean): void;
  /** Alt+ArrowUp/Down while reordering is unlocked: move the item one place. */
  move?: (id: number, delta: -1 | 1) => void;
  /** ArrowLeft on a top-level item (a fly-out uses it to go back to its trigger). */
  exitLeft?: () => void;
}

/**
 * Arrow-key movement through one rendered menu tree, on top of the normal Tab order of its links and buttons:
 * Up/Down/Home/End move between visible items, Right opens a group or enters it, Left closes a group or goes
 * to its parent. Each item's main control carries `data-menu-item` (its id), `data-menu-parent` (the parent's
 * id, or 'root') and, for a group, `data-menu-open`. Shift and Ctrl combinations are left alone: Shift+arrows
 * move between the layout's regions (docs/behaviour.md §1).
 */
export function handleMenuKeys(event: KeyboardEvent<HTMLElement>, options: MenuKeyOptions): void {
  if (event.defaultPrevented) return;
  const container = event.currentTarget;
  const control = (event.target as HTMLElement).closest<HTMLElement>('[data-menu-item]');
  if (!control || !container.contains(control) || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const id = Number(control.dataset.menuItem);
  if (event.altKey) {
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && options.move) {
      event.preventDefault();
      options.move(id, event.key === 'ArrowUp' ? -1 : 1);
    }
    return;
  }
  const controls = [...container.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const index = controls.indexOf(control);
  const isGroup = control.dataset.menuOpen !== undefined;
  const open = control.dataset.menuOpen === 'true';
  const focus = (next: HTMLElement | null | undefined) => {
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      return focus(controls[index + 1]);
    case 'ArrowUp':
      return focus(controls[index - 1]);
    case 'Home':
      return focus(controls[0]);
    case 'End':
      return focus(controls[controls.length - 1]);
    case 'ArrowRight':
      if (!isGroup) return;
      event.preventDefault();
      if (open) controls[index + 1]?.focus();
      else options.toggle(id, true);
      return;
    case 'ArrowLeft': {
      if (isGroup && open) {
        event.preventDefault();
        options.toggle(id, false);
        return;
      }
      const parent = control.dataset.menuParent;
      const parentControl = controls.find((candidate) => candidate.dataset.menuItem === parent);
      if (parentControl) return focus(parentControl);
      if (options.exitLeft) {
        event.preventDefault();
        options.exitLeft();
      }
    }
  }
}
