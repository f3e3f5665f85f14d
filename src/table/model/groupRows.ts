import type { DisplayRow } from './DisplayRow';
import { groupFooterVisible } from './groupFooterVisible';

/**
 * Rows laid out for drawing (docs/behaviour.md §4): without `groupBy` just the rows; with it, for each group in order
 * of first appearance a header row, its records, and a footer only if the group has more than one record.
 * Groups follow first appearance rather than a sort of their own because the server already sorted the
 * page, usually by the grouping field. `index` is the row's position in the input
 * (its identity); `ordinal` its position among the data rows as drawn, which the row number counts from: grouping
 * gathers a group's rows from all over the input, so numbering by `index` would jump (17, 199, …).
 *
 * @example
 * groupRows(rows, 'region'); // header Tashkent, row, row, footer Tashkent, header Samarkand, row
 */
export function groupRows<Row extends object>(rows: readonly Row[], groupBy?: string | null): DisplayRow<Row>[] {
  if (!groupBy) return rows.map((row, index) => ({ kind: 'row', row, index, ordinal: index }));
  const groups = new Map<unknown, { row: Row; index: number }[]>();
  rows.forEach((row, index) => {
    // `object` rather than Record so callers' row interfaces fit without an index signature.
    const key = (row as Record<string, unknown>)[groupBy] ?? null;
    const members = groups.get(key);
    if (members) members.push({ row, index });
    else groups.set(key, [{ row, index }]);
  });
  const lines: DisplayRow<Row>[] = [];
  let ordinal = 0;
  for (const [key, members] of groups) {
    const records = members.map((member) => member.row);
    lines.push({ kind: 'groupHeader', key, records });
    for (const { row, index } of members) lines.push({ kind: 'row', row, index, ordinal: ordinal++ });
    if (groupFooterVisible(records.length)) lines.push({ kind: 'groupFooter', key, records });
  }
  return lines;
}
