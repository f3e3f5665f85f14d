/**
 * The data-only description of a custom element's public API: one per element (platon*Api.ts beside this
 * file). The element's registration reads its attributes from it (elements/host/defineElement.ts), the
 * runtime fires its events through it (dispatchElementEvent), and `npm run build` / `npm run docs` turn it
 * into the custom-elements manifest, the TypeScript, React and Vue typings and the README's tables
 * (scripts/elementApi/), so what runs and what is documented cannot drift apart.
 */

/** How an attribute's text becomes its property's value. */
export type AttributeKind = 'string' | 'number' | 'boolean';

export interface AttributeApi {
  /** The attribute, kebab-case (`record-id`); its property is the camelCase form (`recordId`). */
  readonly name: string;
  readonly kind: AttributeKind;
  /** The values a string attribute accepts, when it is one of a few (typed as their union). */
  readonly values?: readonly string[];
  /** The default as shown in the documentation (absent: none). */
  readonly default?: string;
  readonly required?: boolean;
  /** One or two sentences, Markdown code spans allowed. */
  readonly description: string;
}

export interface EventApi {
  readonly description: string;
  /**
   * The name the event had before the `platon-{element}-{what}` scheme. It is fired too, right after the new
   * one and with the same detail, for one release.
   */
  readonly deprecatedName?: `platon-${string}`;
}

export interface CssPartApi {
  readonly name: string;
  readonly description: string;
}

export interface CssPropertyApi {
  /** `--platon-…` */
  readonly name: `--${string}`;
  readonly description: string;
  readonly default?: string;
}

export interface SlotApi {
  readonly name: string;
  readonly description: string;
}

/**
 * One element. `Events` maps each event name to the TypeScript type of its `detail`: it is declared as an
 * interface in the element's API file, whose text the typings copy, and it types dispatchElementEvent.
 */
export interface ElementApi<Events = object> {
  readonly tagName: `platon-${string}`;
  /** The element's class in the typings (`PlatonTableElement`). */
  readonly className: string;
  /** The name of the `Events` interface in the API file, for the generated typings. */
  readonly eventsInterface: string;
  readonly summary: string;
  readonly description: string;
  readonly attributes: readonly AttributeApi[];
  readonly events: { readonly [Name in keyof Events]: EventApi };
  readonly cssParts: readonly CssPartApi[];
  readonly cssProperties: readonly CssPropertyApi[];
  readonly slots: readonly SlotApi[];
  /** Type only, never set: carries `Events` to dispatchElementEvent and to ElementEvents. */
  readonly eventDetails?: Events;
}

/** `record-id` -> `recordId`, as r2wc maps properties to attributes. */
export type PropertyName<Attribute extends string> = Attribute extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PropertyName<Tail>>}`
  : Attribute;

/** `record-id` -> `recordId`, at run time. */
export function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

type ValueOf<A extends AttributeApi> = A['kind'] extends 'boolean'
  ? boolean
  : A['kind'] extends 'number'
    ? number | undefined
    : A['values'] extends readonly (infer V)[]
      ? V | undefined
      : string | undefined;

/**
 * The props an element's React component receives: one per attribute, typed by its kind. Booleans are
 * always there (an absent attribute is `false`, see elements/host/withHtmlAttributes.ts); the rest are
 * `undefined` while absent.
 */
export type ElementProps<Api extends ElementApi<object>> = {
  [A in Api['attributes'][number] as PropertyName<A['name']>]: ValueOf<A>;
};

/** The detail types of an element's events, by name. */
export type ElementEvents<Api> = Api extends { readonly eventDetails?: infer Events } ? Events : never;

/**
 * Describe an element. An identity function whose type parameters keep the attribute list literal (so
 * ElementProps can type the component) and check that every event of `Events` is described, and no other.
 *
 * @example
 * interface MyEvents { 'platon-my-loaded': { name: string } }
 * export const MY_API = describeElement<MyEvents>()({ tagName: 'platon-my', ... });
 */
export function describeElement<Events>() {
  return <const Api extends ElementApi<Events>>(api: Api): Api & { readonly eventDetails?: Events } => api;
}
