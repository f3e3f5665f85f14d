/**
 * The user's own sibling order (docs/behaviour.md §2 local storage `menuOrder`): for each parent, the ids of its children
 * in the order the user dragged them into. Keys are the parent's id as text, {@link MENU_ROOT} for the top
 * level. Ids the server no longer sends are ignored when the order is applied.
 */
export type MenuOrder = Record<string, number[]>;

/** The key of the top level in a {@link MenuOrder}. */
export const MENU_ROOT = 'root';
