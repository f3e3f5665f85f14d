import { formatNumber } from '../../core/format/formatNumber';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * A numeric cell or footer value as text, with the column's fixed decimals (numberFormat) or the default
 * of up to 4 (docs/behaviour.md §5, §12). Values that are not numbers give '' so the view can fall back to the raw text.
 *
 * @example
 * formatCellNumber({ id: 1, title: 'Sum', numberFormat: 2 }, 1234.5); // '1 234.50'
 */
export function formatCellNumber(column: Pick<TableColumnMeta, 'numberFormat'>, value: unknown): string {
  return formatNumber(value, { decimals: column.numberFormat ?? null });
}
