import { CONFIG_ATTRIBUTES_API } from './configAttributesApi';
import { describeElement } from './ElementApi';
import { CSS_PARTS, CSS_PROPERTIES } from './stylingApi';

/** `<platon-app>` fires no element events of its own: the shell's plugin events go to `window` as `platon:*`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an event map with no events, for describeElement
export interface PlatonAppEvents {}

export const PLATON_APP_API = describeElement<PlatonAppEvents>()({
  tagName: 'platon-app',
  className: 'PlatonAppElement',
  eventsInterface: 'PlatonAppEvents',
  summary: 'The whole shell: router, sidebar menu, top bar, tables, forms, pages, profile.',
  description:
    'Routes of docs/behaviour.md §1 under `base-path`. The plugin events (`AfterLogin`, `OnTableOpened`, …) reach the host on `window` as `platon:*` and through `Platon.events.on()`.',
  attributes: CONFIG_ATTRIBUTES_API,
  events: {},
  cssParts: Object.values(CSS_PARTS),
  cssProperties: CSS_PROPERTIES,
  slots: [
    { name: 'topbar-start', description: 'Host content at the start of the top bar (`<a slot="topbar-start">`).' },
    { name: 'topbar-end', description: 'Host content at the end of the top bar, before the theme, language and account menus.' },
  ],
});
