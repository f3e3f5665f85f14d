import type { FormOption } from '../../../core/api/formMeta';
import { selectedIds, type OptionId } from './selectedIds';

/**
 * A select's value without the ids that are no longer among its options (docs/behaviour.md §5: such a value is
 * cleared, e.g. after the options of a related select changed), or `undefined` when nothing changes.
 * Empty comes back as null for a single select and [] for a multiple one.
 *
 * @example
 * prunedValue([1, 9], [{ id: 1, name: 'А' }], true); // [1]
 * prunedValue(9, [{ id: 1, name: 'А' }], false); // null
 * prunedValue(1, [{ id: 1, name: 'А' }], false); // undefined
 */
export function prunedValue(value: unknown, options: readonly FormOption[], multiple: boolean): OptionId[] | OptionId | null | undefined {
  const ids = selectedIds(value);
  if (!ids.length) return undefined;
  const known = new Set(options.map((option) => String(option.id)));
  const kept = ids.filter((id) => known.has(String(id)));
  if (kept.length === ids.length) return undefined;
  if (multiple) return kept;
  return kept[0] ?? null;
}
