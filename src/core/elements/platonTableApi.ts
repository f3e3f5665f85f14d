import { CONFIG_ATTRIBUTES_API } from './configAttributesApi';
import { describeElement } from './ElementApi';
import { CSS_PARTS, CSS_PROPERTIES } from './stylingApi';

/** The `detail` of each `<platon-table>` event. Rows are the server's rows, keyed by data field. */
export interface PlatonTableEvents {
  'platon-table-loaded': { rows: Record<string, unknown>[]; page: number; total: number | null };
  'platon-table-row-click': { row: Record<string, unknown>; index: number };
  'platon-table-selection-change': { rows: Record<string, unknown>[] };
}

export const PLATON_TABLE_API = describeElement<PlatonTableEvents>()({
  tagName: 'platon-table',
  className: 'PlatonTableElement',
  eventsInterface: 'PlatonTableEvents',
  summary: 'One server-defined table with its filters, paging, column settings and export (docs/behaviour.md §4).',
  description:
    'Without a session a table that is not public sends the visitor to `login-url` with `next`, or shows the sign-in in place when none is set. Links in cells and row buttons point into the application at `app-url`. `platon:OnTableOpened` (`{ name, level }`) goes to `window`.',
  attributes: [
    {
      name: 'name',
      kind: 'string',
      required: true,
      description:
        'The table, as in `/tables/{name}`. Without it the element shows an error and logs `platon-table: the name attribute is required`.',
    },
    { name: 'level', kind: 'number', default: '1', description: 'Nesting level of a sub-table.' },
    { name: 'public', kind: 'boolean', default: 'false', description: 'A public table: no sign-in, calls under `public/`.' },
    ...CONFIG_ATTRIBUTES_API,
  ],
  events: {
    'platon-table-loaded': {
      description: 'After each load, once the total of the current filters is known.',
      deprecatedName: 'platon-data-loaded',
    },
    'platon-table-row-click': { description: 'A click on a row.', deprecatedName: 'platon-row-click' },
    'platon-table-selection-change': {
      description: 'The selection changed (a click or Space selects one row).',
      deprecatedName: 'platon-selection-change',
    },
  },
  cssParts: [CSS_PARTS.frame, CSS_PARTS.header, CSS_PARTS.button, CSS_PARTS.input, CSS_PARTS.grid, CSS_PARTS.pager, CSS_PARTS.dialog],
  cssProperties: CSS_PROPERTIES,
  slots: [],
});
