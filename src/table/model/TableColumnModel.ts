import type { HeaderCell } from './HeaderCell';
import type { TableColumnMeta } from '../../core/api/tableMetaContract';

/**
 * What one of the (up to three) side-by-side tables draws: its header rows and its data columns.
 *
 * @example
 * const section: TableColumnSection = { headerRows: [[cell]], leaves: [column] };
 */
export interface TableColumnSection {
  headerRows: HeaderCell[][];
  leaves: TableColumnMeta[];
}

/**
 * The whole column model of a table: pinned left, scrolling center, pinned right. `leaves` lists every data
 * column in display order across the three, which is what sorting, footers and export walk over.
 *
 * @example
 * model.left.leaves.length === 0; // nothing pinned, or a screen below 768 px
 */
export interface TableColumnModel {
  left: TableColumnSection;
  center: TableColumnSection;
  right: TableColumnSection;
  leaves: TableColumnMeta[];
}
