import type { FilterValue } from '../../core/api/tableContract';

/**
 * Whether a filter value means "no filter" (contract: null, '' and [] do; so does a range with no end).
 * `false` is a value: a checkbox filter set to "no" filters rows.
 *
 * @example
 * isEmptyFilterValue({ from: null, to: '' }); // true
 * isEmptyFilterValue(false); // false
 */
export function isEmptyFilterValue(value: FilterValue | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return value.length === 0;
  return isEmptyEnd(value.from) && isEmptyEnd(value.to);
}

function isEmptyEnd(end: string | number | null | undefined): boolean {
  return end === null || end === undefined || (typeof end === 'string' ? end.trim() === '' : !Number.isFinite(end));
}
