import type { TableFilterMeta } from '../../core/api/tableContract';

/**
 * Whether a filter is a related select (docs/behaviour.md §5): it names the filter it depends on in `relatedSelect`.
 * Only an explicit `isRelatedSelect: false` turns that off, so an administrator who filled in the field but
 * not the flag still gets the behaviour the field asks for.
 *
 * @example
 * isRelatedFilter({ ...district, relatedSelect: 'region_id' }); // true
 */
export function isRelatedFilter(filter: Pick<TableFilterMeta, 'isRelatedSelect' | 'relatedSelect'>): boolean {
  return Boolean(filter.relatedSelect) && filter.isRelatedSelect !== false;
}
