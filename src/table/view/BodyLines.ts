import type { DisplayRow } from '../model/DisplayRow';

/**
 * The lines of a table body in drawing order (group headers, data rows, group footers), read by position.
 * A body draws only the lines in view, so lines are read one at a time rather than handed over as an array:
 * an ungrouped body of 100,000 client rows then builds no 100,000-line array on each sort.
 *
 * @example
 * const lines: BodyLines = layoutBodyLines(rows, null, false);
 * lines.at(0); // { kind: 'row', row, index: 0 }
 */
export interface BodyLines {
  /** Number of lines. */
  readonly count: number;
  /** Number of group header lines; null when the table is not grouped. */
  readonly groupCount: number | null;
  /** The line at a position, 0 <= position < count. */
  at(position: number): DisplayRow<Record<string, unknown>>;
  /** Position among the lines of the data row with this index (display order). */
  positionOf(index: number): number;
}
