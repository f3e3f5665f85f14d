import { attributeValue } from './attributeValue';
import { propertyName, type AttributeApi } from './ElementApi';

/**
 * The props an element's attributes give it, by property name: what its registration renders it with
 * (withHtmlAttributes), and what the bundle starts it with before it is defined (startElementsOnPage).
 *
 * @example
 * readElementProps(PLATON_TABLE_API.attributes, element); // { name: 'appeals', level: undefined, public: false, apiBase: undefined, ... }
 */
export function readElementProps(attributes: readonly AttributeApi[], element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, kind } of attributes) props[propertyName(name)] = attributeValue(kind, element.getAttribute(name));
  return props;
}
