import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { cellBudget } from './cellBudget';
import type { ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';
import type { SheetCells } from './SheetCell';

/**
 * The rows of a csv file within the read limits on rows, columns, cells and one cell's length. Columns and
 * lengths are checked field by field as the parser makes them, so that a line of a million separators
 * fails at the limit rather than after the parser has built the whole record.
 *
 * @example
 * for await (const [number, values] of readCsvCells('/tmp/upload', READ_LIMITS)) { … }
 */
export async function* readCsvCells(file: string, limits: ReadLimits): AsyncGenerator<SheetCells> {
  const budget = cellBudget(limits);
  // Excel saves csv with ';' where the decimal mark is a comma (uz, ru): both separators are read.
  const parser = createReadStream(file).pipe(
    parse({
      bom: true,
      delimiter: [',', ';'],
      relax_column_count: true,
      skip_empty_lines: false,
      cast: (value, context) => {
        if (context.index >= limits.columns) throw new ReadLimitError('columns', limits.columns);
        budget.text(value);
        return value;
      },
    }),
  );
  let number = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    number += 1;
    budget.row(record.length);
    yield [number, record.map((value) => (value === '' ? null : value))];
  }
}
