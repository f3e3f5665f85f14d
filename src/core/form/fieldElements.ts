import type { FormElementMeta } from '../api/formMeta';
import { FORM_VALUE_TYPES } from './formValueTypes';

/**
 * The elements of a tree that edit a record field, in document order: containers are walked, not returned.
 * Browser and server both validate and write exactly this list, so neither can touch a column no element
 * names.
 *
 * @example
 * fieldElements([{ id: 1, type: 'tab_container', children: [{ id: 2, type: 'input', dataField: 'name' }] }]); // [the input]
 */
export function fieldElements(elements: readonly FormElementMeta[]): FormElementMeta[] {
  const fields: FormElementMeta[] = [];
  const walk = (list: readonly FormElementMeta[]) => {
    for (const element of list) {
      if (element.dataField && FORM_VALUE_TYPES.has(element.type)) fields.push(element);
      if (element.children?.length) walk(element.children);
    }
  };
  walk(elements);
  return fields;
}
