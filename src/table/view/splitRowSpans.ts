import type { DisplayRow } from '../model/DisplayRow';

/**
 * Split rows (docs/behaviour.md §4, Table props splitRowsBy) over the drawn window `[start, end)` of the body lines:
 * consecutive data rows with the same non-empty value of `field` share one cell. For each line of the
 * window the result holds the cell's rowSpan (1 or more) at the first row of a run, 0 on the rows the run
 * covers (their cell is not drawn), and 1 on lines that are not data rows. Group header and footer lines
 * break a run. Runs are cut at the window's edges, so a virtualized body opens a fresh cell at its first
 * drawn row instead of spanning rows that are not in the DOM.
 *
 * @example
 * splitRowSpans(lines, 'region', 0, lines.length); // Int32Array [2, 0, 1] for Tashkent, Tashkent, Samarkand
 */
export function splitRowSpans<Row extends object>(
  lines: readonly DisplayRow<Row>[],
  field: string,
  start: number,
  end: number,
): Int32Array {
  const spans = new Int32Array(Math.max(0, end - start)).fill(1);
  let anchor = -1;
  let anchorValue: unknown = undefined;
  for (let i = start; i < end; i++) {
    const line = lines[i];
    if (line.kind !== 'row') {
      anchor = -1;
      continue;
    }
    const value = (line.row as Record<string, unknown>)[field];
    const mergeable = value !== null && value !== undefined && value !== '';
    if (anchor >= 0 && mergeable && Object.is(value, anchorValue)) {
      spans[anchor - start] += 1;
      spans[i - start] = 0;
    } else {
      anchor = mergeable ? i : -1;
      anchorValue = value;
    }
  }
  return spans;
}
