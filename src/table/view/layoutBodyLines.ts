import type { DisplayRow } from '../model/DisplayRow';
import { groupRows } from '../model/groupRows';
import type { BodyLines } from './BodyLines';

type Row = Record<string, unknown>;

/**
 * The body lines of rows in display order (docs/behaviour.md §4 grouping, see groupRows). Without `groupBy` every line is
 * a data row and is made when read, so a sort of 100,000 client rows costs nothing here; with it the groups
 * are laid out once, leaving out group footers when no column has a footer (they would be empty lines).
 *
 * @example
 * const lines = layoutBodyLines(table.getRowModel().rows, 'region', true);
 * lines.at(0); // { kind: 'groupHeader', key: 'Tashkent', records: [...] }
 */
export function layoutBodyLines(rows: readonly { original: Row }[], groupBy: string | null | undefined, groupFooters: boolean): BodyLines {
  if (!groupBy) {
    return {
      count: rows.length,
      groupCount: null,
      at: (position) => ({ kind: 'row', row: rows[position].original, index: position, ordinal: position }),
      positionOf: (index) => index,
    };
  }
  const all = groupRows(
    rows.map((row) => row.original),
    groupBy,
  );
  const lines = groupFooters ? all : all.filter((line) => line.kind !== 'groupFooter');
  let positions: number[] | null = null;
  return {
    count: lines.length,
    groupCount: lines.reduce((count, line) => count + (line.kind === 'groupHeader' ? 1 : 0), 0),
    at: (position): DisplayRow<Row> => lines[position],
    positionOf(index) {
      // Only keyboard moves ask, so the index is built on the first one.
      if (!positions) {
        positions = [];
        lines.forEach((line, position) => {
          if (line.kind === 'row') positions![line.index] = position;
        });
      }
      return positions[index] ?? 0;
    },
  };
}
