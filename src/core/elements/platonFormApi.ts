import { CONFIG_ATTRIBUTES_API } from './configAttributesApi';
import { describeElement } from './ElementApi';
import { CSS_PARTS, CSS_PROPERTIES } from './stylingApi';

/** The `detail` of each `<platon-form>` event. */
export interface PlatonFormEvents {
  'platon-form-loaded': { name: string; recordId: string | number | null; values: Record<string, unknown> };
  'platon-form-submitted': {
    name: string;
    record: { id: string | number | null; values: Record<string, unknown>; version: number | null };
  };
  'platon-form-error': { name: string; status: number; message: string };
}

export const PLATON_FORM_API = describeElement<PlatonFormEvents>()({
  tagName: 'platon-form',
  className: 'PlatonFormElement',
  eventsInterface: 'PlatonFormEvents',
  summary: 'One server-defined form (docs/behaviour.md §5): a new record, or the one `record-id` names.',
  description:
    'Without a session a form that is not public sends the visitor to `login-url` with `next`, or shows the sign-in in place when none is set. Query parameters of the host page that name a field preset a new record. On `window`: `platon:OnFormRead`, `OnFormInsert`, `OnFormUpdate`, `OnFormDelete`, `OnFormHardDelete`.',
  attributes: [
    {
      name: 'name',
      kind: 'string',
      required: true,
      description:
        'The form, as in `/forms/{name}`. Without it the element shows an error and logs `platon-form: the name attribute is required`.',
    },
    {
      name: 'record-id',
      kind: 'string',
      description: "The record to edit; absent: a new record (`id` is the element's own DOM id).",
    },
    {
      name: 'public',
      kind: 'boolean',
      default: 'false',
      description: 'A public form: no sign-in, calls under `public/`, uploads to `web/v1/public/forms/file/upload`.',
    },
    ...CONFIG_ATTRIBUTES_API,
  ],
  events: {
    'platon-form-loaded': { description: 'The form (and its record) loaded.' },
    'platon-form-submitted': { description: 'After each save.' },
    'platon-form-error': { description: 'Loading or saving failed (`status` 0: no connection).' },
  },
  cssParts: [CSS_PARTS.frame, CSS_PARTS.header, CSS_PARTS.button, CSS_PARTS.input, CSS_PARTS.dialog],
  cssProperties: CSS_PROPERTIES,
  slots: [],
});
