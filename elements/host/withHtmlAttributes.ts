import { attributeValue } from '../../src/core/elements/attributeValue';
import { readElementProps } from '../../src/core/elements/readElementProps';
import type { AttributeApi } from '../../src/core/elements/ElementApi';
import { propertyName } from '../../src/core/elements/ElementApi';

// r2wc 2.x keeps the props it renders under these well-known symbols (see @r2wc/core).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcElement extends HTMLElement {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback?(name: string, oldValue: string | null, value: string | null): void;
  connectedCallback?(): void;
}

type R2wcConstructor = new () => R2wcElement;

/**
 * Extend an r2wc element class so its attributes follow HTML:
 * - a boolean attribute is true when present, whatever its value (`public`, `public=""`, even
 *   `public="false"`), false when absent. r2wc reads only non-empty values and takes `"false"`, `"no"` or
 *   `"0"` as false, so a bare `public` was ignored;
 * - a boolean property reflects to its attribute (`el.public = true` adds `public=""`, `false` removes it),
 *   and `''` means true: Vue sets a bare attribute of a custom element as the property with the value `''`,
 *   which r2wc turned into `public="false"`;
 * - removing an attribute (or setting it to `""`) reaches the component; r2wc ignored both;
 * - a property set on the element before the bundle defined it (a framework rendering first, the loader
 *   script arriving later) is taken over instead of hiding the element's own property.
 *
 * @example
 * customElements.define('platon-table', withHtmlAttributes(r2wc(PlatonTable, options), PLATON_TABLE_API.attributes));
 */
export function withHtmlAttributes(Base: CustomElementConstructor, attributes: readonly AttributeApi[]): CustomElementConstructor {
  const byAttribute = new Map(attributes.map((attribute) => [attribute.name, { ...attribute, property: propertyName(attribute.name) }]));
  const R2wcBase = Base as unknown as R2wcConstructor;

  class HtmlAttributes extends R2wcBase {
    constructor() {
      super();
      Object.assign(this[PROPS], readElementProps(attributes, this));
    }

    override connectedCallback(): void {
      for (const { property } of byAttribute.values()) {
        if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
        const value = (this as unknown as Record<string, unknown>)[property];
        delete (this as unknown as Record<string, unknown>)[property];
        (this as unknown as Record<string, unknown>)[property] = value;
      }
      super.connectedCallback?.();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const attribute = byAttribute.get(name);
      if (!attribute) {
        super.attributeChangedCallback?.(name, oldValue, value);
        return;
      }
      // Always render: r2wc's own property setters store the value first and rely on this call to render.
      this[PROPS][attribute.property] = attributeValue(attribute.kind, value);
      this[RENDER]();
    }
  }

  for (const { name, kind, property } of byAttribute.values()) {
    if (kind !== 'boolean') continue;
    Object.defineProperty(HtmlAttributes.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.hasAttribute(name);
      },
      set(this: HTMLElement, value: unknown) {
        // The attribute change calls attributeChangedCallback, which renders.
        this.toggleAttribute(name, value === '' || Boolean(value));
      },
    });
  }
  return HtmlAttributes as unknown as CustomElementConstructor;
}
