import { CONFIG_ATTRIBUTES_API } from './configAttributesApi';
import { describeElement } from './ElementApi';
import type { SignInFailureReason, SignInMethod } from './SignInFailureReason';
import type { PlatonUser } from './PlatonUser';
import { CSS_PARTS, CSS_PROPERTIES } from './stylingApi';

/** The `detail` of each `<platon-auth>` event. */
export interface PlatonAuthEvents {
  'platon-auth-login': { user: PlatonUser };
  /** `message`: what the element shows (docs/behaviour.md §9's text, e.g. 'Логин ёки пароль нотугри!'). */
  'platon-auth-error': { method: SignInMethod; reason: SignInFailureReason; message: string };
}

export const PLATON_AUTH_API = describeElement<PlatonAuthEvents>()({
  tagName: 'platon-auth',
  className: 'PlatonAuthElement',
  eventsInterface: 'PlatonAuthEvents',
  summary: 'Sign-in: password (then the one-time code when the account needs one), digital signature, social and single sign-on.',
  description: 'All elements on the page share its session: once signed in here, every other element is signed in.',
  attributes: [
    ...CONFIG_ATTRIBUTES_API,
    {
      name: 'redirect-to',
      kind: 'string',
      description: 'Where to go after sign-in when the address has no `next`; absent: stay, and the other elements pick up the session.',
    },
  ],
  events: {
    'platon-auth-login': { description: 'After each sign-in, before any redirect.', deprecatedName: 'platon-login' },
    'platon-auth-error': {
      description:
        "Every failed sign-in, by any method (`method`: `password`, `signature`, `oauth`), with a `reason` to switch on: `credentials`, `otp`, `throttled` (429), `signature`, `oauth`, `origin-refused` (this origin is not on the server's allow-list), `network` (no answer) or `server`; `message` is the text the element shows (docs/behaviour.md §9).",
      deprecatedName: 'platon-login-error',
    },
  },
  cssParts: [CSS_PARTS.frame, CSS_PARTS.button, CSS_PARTS.input, CSS_PARTS.dialog],
  cssProperties: CSS_PROPERTIES,
  slots: [],
});
