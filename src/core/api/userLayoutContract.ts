/**
 * A user's remembered page layouts (issue 15), kept on the server so they follow the user to another
 * browser. Routes, signed in, each user seeing only their own:
 * - `GET user/layouts/{name}` → `{ data: { layout: UserLayout | null } }` (null: never saved, use the default);
 * - `PUT user/layouts/{name}` with `{ layout: UserLayout }` → `{ data: { saved: true } }`;
 * - `DELETE user/layouts/{name}` → `{ data: { saved: true } }`: back to the default.
 * `name` is the page's (`resizable-page`): lowercase letters, digits and dashes, at most 64.
 *
 * Each shape is written once, as the JSON schema the route validates and documents with; the types are
 * derived from it (docs/architecture.md "One contract").
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Panels a layout holds at most. */
export const MAX_LAYOUT_PANELS = 12;

export const layoutPanelKindSchema = { type: 'string', enum: ['table', 'form', 'page'] } as const;
export type LayoutPanelKind = FromSchema<typeof layoutPanelKindSchema>;

/** What one panel shows: a table, form or dynamic page by its name. */
export const layoutPanelContentSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { kind: layoutPanelKindSchema, name: { type: 'string', maxLength: 200 } },
  required: ['kind', 'name'],
} as const;
export type LayoutPanelContent = FromSchema<typeof layoutPanelContentSchema>;

export const userLayoutSchema = {
  type: 'object',
  description: 'A page layout: what each panel shows and the sizes (percent) of each panel group.',
  additionalProperties: false,
  properties: {
    /** The panels' contents, in the page's panel order. */
    panels: { type: 'array', maxItems: MAX_LAYOUT_PANELS, items: layoutPanelContentSchema },
    /** The sizes (percent) of each panel group of the page, by the group's name. */
    sizes: {
      type: 'object',
      maxProperties: MAX_LAYOUT_PANELS,
      additionalProperties: { type: 'array', maxItems: MAX_LAYOUT_PANELS, items: { type: 'number', minimum: 0, maximum: 100 } },
    },
  },
  required: ['panels', 'sizes'],
} as const;
export type UserLayout = FromSchema<typeof userLayoutSchema>;

/** The page's name in the path. */
export const userLayoutParamsSchema = {
  type: 'object',
  properties: { name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' } },
  required: ['name'],
} as const;

/** `PUT user/layouts/{name}`. */
export const saveUserLayoutRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { layout: userLayoutSchema },
  required: ['layout'],
} as const;
export type SaveUserLayoutRequest = FromSchema<typeof saveUserLayoutRequestSchema>;

/** `GET user/layouts/{name}`'s `data`: null when the user never saved one. */
export const savedUserLayoutSchema = {
  type: 'object',
  properties: { layout: { anyOf: [userLayoutSchema, { type: 'null' }] } },
  required: ['layout'],
} as const;

/** `PUT` and `DELETE`'s `data`. */
export const userLayoutSavedSchema = { type: 'object', properties: { saved: { type: 'boolean' } }, required: ['saved'] } as const;
