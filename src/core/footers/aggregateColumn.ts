import { toNumber } from '../format/toNumber';
import type { FooterAggregate } from '../api/tableMetaContract';

/**
 * A footer aggregate over one field of the rows (a column's sumType). Values that are not numbers (empty,
 * text) are skipped by sum, avg, min and max, the way a spreadsheet total skips blank cells; numeric
 * strings count because servers send numeric columns as text. count is the number of records. With no
 * numbers at all the result is 0 for sum and count and null for avg, min and max (nothing to show).
 * An unknown aggregate name gives null: server metadata may be newer than this code.
 *
 * @example
 * aggregateColumn([{ a: 1 }, { a: '2.5' }, { a: null }], 'a', 'sum'); // 3.5
 * aggregateColumn([{ a: 1 }, { a: 3 }], 'a', 'avg');                  // 2
 */
export function aggregateColumn(rows: readonly Record<string, unknown>[], dataField: string, aggregate: FooterAggregate): number | null {
  if (aggregate === 'count') return rows.length;
  const numbers: number[] = [];
  for (const row of rows) {
    const value = toNumber(row[dataField]);
    if (value !== null) numbers.push(value);
  }
  switch (aggregate) {
    case 'sum':
      return numbers.reduce((total, value) => total + value, 0);
    case 'avg':
      return numbers.length ? numbers.reduce((total, value) => total + value, 0) / numbers.length : null;
    case 'min':
      return numbers.length ? numbers.reduce((low, value) => Math.min(low, value)) : null;
    case 'max':
      return numbers.length ? numbers.reduce((high, value) => Math.max(high, value)) : null;
    default:
      return null;
  }
}
