import type { FormElementMeta, FormOption } from '../../../core/api/formMeta';
import { isEmptyValue } from '../../../core/form/isEmptyValue';

/** What a select may offer, given the value of the field it is related to (docs/behaviour.md §5 related select). */
export interface RelatedOptions {
  /** The related field is empty: nothing to choose yet. */
  disabled: boolean;
  options: readonly FormOption[];
}

/**
 * A related select (isRelatedSelect, relatedSelect names another field's dataField) is disabled until that
 * field has a value, then offers only the options whose `filterBy` field equals it (any of it, when the
 * related field holds a list). An ordinary select offers all its options.
 *
 * @example
 * const districts = [{ id: 1, name: 'Чилонзор', region_id: 10 }, { id: 2, name: 'Ургут', region_id: 20 }];
 * relatedOptions({ id: 2, type: 'select', isRelatedSelect: true, relatedSelect: 'region', filterBy: 'region_id' }, districts, 20);
 * // { disabled: false, options: [{ id: 2, name: 'Ургут', region_id: 20 }] }
 */
export function relatedOptions(element: FormElementMeta, options: readonly FormOption[], relatedValue: unknown): RelatedOptions {
  if (!element.isRelatedSelect || !element.relatedSelect) return { disabled: false, options };
  if (isEmptyValue(relatedValue)) return { disabled: true, options: [] };
  const filterBy = element.filterBy;
  if (!filterBy) return { disabled: false, options };
  const wanted = new Set((Array.isArray(relatedValue) ? relatedValue : [relatedValue]).map(String));
  return { disabled: false, options: options.filter((option) => option[filterBy] != null && wanted.has(String(option[filterBy]))) };
}
