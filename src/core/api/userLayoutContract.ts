/**
 * A user's remembered page layouts (issue 15), kept on the server so they follow the user to another
 * browser. Routes, signed in, each user seeing only their own:
 * - `GET user/layouts/{name}` → `{ data: { layout: UserLayout | null } }` (null: never saved, use the default);
 * - `PUT user/layouts/{name}` with `{ layout: UserLayout }` → `{ data: { saved: true } }`;
 * - `DELETE user/layouts/{name}` → `{ data: { saved: true } }`: back to the default.
 * `name` is the page's (`resizable-page`): lowercase letters, digits and dashes, at most 64.
 */

export type LayoutPanelKind = 'table' | 'form' | 'page';

/** What one panel shows: a table, form or dynamic page by its name. */
export interface LayoutPanelContent {
  kind: LayoutPanelKind;
  name: string;
}

export interface UserLayout {
  /** The panels' contents, in the page's panel order. At most 12. */
  panels: LayoutPanelContent[];
  /** The sizes (percent) of each panel group of the page, by the group's name. */
  sizes: Record<string, number[]>;
}

export interface SaveUserLayoutRequest {
  layout: UserLayout;
}
