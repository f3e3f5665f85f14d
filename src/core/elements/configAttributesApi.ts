import type { PlatonConfig } from '../config/platonConfig';
import type { AttributeApi, PropertyName } from './ElementApi';

/**
 * The attributes every element understands: they configure the page's shared runtime (PlatonConfig), and
 * the first element to name one sets it for the page. Described once, listed by every element's API.
 */
export const CONFIG_ATTRIBUTES_API = [
  { name: 'api-base', kind: 'string', default: '/api/', description: 'Base of the platform API.' },
  { name: 'auth-base', kind: 'string', default: '{api-base}auth/', description: 'Base of the sign-in and refresh calls.' },
  {
    name: 'login-url',
    kind: 'string',
    description:
      'The sign-in page anonymous visitors are sent to (with `next`). Not set: `<platon-app>` in history mode goes to `/auth/user` on its origin; standalone elements and hash or memory apps show the sign-in in place.',
  },
  {
    name: 'app-url',
    kind: 'string',
    default: "the API's origin + `base-path`",
    description: 'Where the application (`<platon-app>`) lives, absolute or a path: links drawn outside `<platon-app>` point there.',
  },
  {
    name: 'locale',
    kind: 'string',
    description: "The page's language when the address and the user's stored choice name none.",
  },
  {
    name: 'router-mode',
    kind: 'string',
    values: ['history', 'hash', 'memory'],
    default: 'history',
    description: 'Routing inside `<platon-app>`: `hash` and `memory` for hosts that own the address bar.',
  },
  { name: 'base-path', kind: 'string', default: '/', description: 'The path `<platon-app>` routes under.' },
] as const satisfies readonly AttributeApi[];

// Every PlatonConfig key is an attribute and every attribute a key: a new setting cannot go undocumented.
type Described = PropertyName<(typeof CONFIG_ATTRIBUTES_API)[number]['name']>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const EVERY_SETTING_DESCRIBED: Same<Described, keyof PlatonConfig> = true;
void EVERY_SETTING_DESCRIBED;
