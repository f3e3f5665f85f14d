import type { LayoutPanelContent, LayoutPanelKind, UserLayout } from '../api/userLayoutContract';

/** The layout's name on the server (`user/layouts/resizable-page`). */
export const RESIZABLE_PAGE_LAYOUT = 'resizable-page';
export const PANEL_KINDS: readonly LayoutPanelKind[] = ['table', 'form', 'page'];

/**
 * `/system/resizable-page` has three panels: a large one on the left (group `main`, first panel) and two
 * stacked on the right (group `side`). The default, until the user changes it: the appeals table beside
 * the appeals form over the demo's dashboard page.
 */
export const DEFAULT_RESIZABLE_LAYOUT: UserLayout = {
  panels: [
    { kind: 'table', name: 'appeals' },
    { kind: 'form', name: 'appeals' },
    { kind: 'page', name: 'dashboard' },
  ],
  sizes: { main: [55, 45], side: [60, 40] },
};

const NAME = /^[\p{L}\p{N}_.-]{1,200}$/u;

/** A panel's content when it names a kind we show and a usable name; otherwise null. */
export function readPanelContent(value: unknown): LayoutPanelContent | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, name } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !PANEL_KINDS.includes(kind as LayoutPanelKind)) return null;
  if (typeof name !== 'string' || !NAME.test(name.trim())) return null;
  return { kind: kind as LayoutPanelKind, name: name.trim() };
}

/**
 * A stored layout as the page can use it: three panels (each unusable one replaced by the default's) and
 * each group's sizes as stored when they are numbers (the panels view normalises them), else the default's.
 * A layout saved by an older page, or edited by hand, never breaks the page.
 *
 * @example
 * readResizableLayout(null); // DEFAULT_RESIZABLE_LAYOUT
 */
export function readResizableLayout(stored: unknown): UserLayout {
  const value = stored && typeof stored === 'object' ? (stored as Partial<Record<keyof UserLayout, unknown>>) : {};
  const panels = Array.isArray(value.panels) ? value.panels : [];
  const sizes = value.sizes && typeof value.sizes === 'object' ? (value.sizes as Record<string, unknown>) : {};
  const groupSizes = (group: string) => {
    const list = sizes[group];
    return Array.isArray(list) &&
      list.length === DEFAULT_RESIZABLE_LAYOUT.sizes[group].length &&
      list.every((n) => typeof n === 'number' && Number.isFinite(n))
      ? (list as number[])
      : DEFAULT_RESIZABLE_LAYOUT.sizes[group];
  };
  return {
    panels: DEFAULT_RESIZABLE_LAYOUT.panels.map((fallback, index) => readPanelContent(panels[index]) ?? fallback),
    sizes: { main: groupSizes('main'), side: groupSizes('side') },
  };
}

/** The page's route for a panel's content (its "open in full" link). */
export function panelContentPath({ kind, name }: LayoutPanelContent): string {
  const segment = encodeURIComponent(name);
  return kind === 'table' ? `/tables/${segment}` : kind === 'form' ? `/forms/${segment}` : `/pages/${segment}`;
}
