import { CONFIG_ATTRIBUTES_API } from './configAttributesApi';
import { describeElement } from './ElementApi';
import { CSS_PARTS, CSS_PROPERTIES } from './stylingApi';

/** The `detail` of each `<platon-page>` event. */
export interface PlatonPageEvents {
  'platon-page-loaded': { name: string };
}

export const PLATON_PAGE_API = describeElement<PlatonPageEvents>()({
  tagName: 'platon-page',
  className: 'PlatonPageElement',
  eventsInterface: 'PlatonPageEvents',
  summary: 'One server-defined dynamic page (docs/behaviour.md §6).',
  description:
    "The host document's query string is the page's route query. Without a session a page that is not public sends the visitor to `login-url` with `next`, or shows the sign-in in place when none is set. `platon:OnPageOpened` (`{ name }`) goes to `window` too.",
  attributes: [
    {
      name: 'name',
      kind: 'string',
      description: "The page; changing it opens another page, and the old page's styles go 2.5 s later.",
    },
    { name: 'public', kind: 'boolean', default: 'false', description: 'A public page: no sign-in, read from `public/pages/{name}`.' },
    ...CONFIG_ATTRIBUTES_API,
  ],
  events: {
    'platon-page-loaded': { description: 'Once a page shows (its scripts and styles are in).' },
  },
  cssParts: [CSS_PARTS.frame, CSS_PARTS.header, CSS_PARTS.button],
  cssProperties: CSS_PROPERTIES,
  slots: [],
});
