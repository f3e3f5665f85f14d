import { attributeValue } from './attributeValue';
import { propertyName, type ElementApi, type ElementProps } from './ElementApi';

/**
 * The props an element's attributes give it (the element's registration reads them the same way), for
 * code that runs before the element is defined.
 *
 * @example
 * readElementProps(PLATON_TABLE_API, element); // { name: 'appeals', level: undefined, public: false, apiBase: undefined, ... }
 */
export function readElementProps<const Api extends ElementApi<object>>(api: Api, element: Element): ElementProps<Api> {
  const props: Record<string, unknown> = {};
  for (const { name, kind } of api.attributes) props[propertyName(name)] = attributeValue(kind, element.getAttribute(name));
  return props as ElementProps<Api>;
}
