import type { ReadLimits } from './readLimits';
import { ReadLimitError } from './ReadLimitError';

export type CellLimits = Pick<ReadLimits, 'rows' | 'columns' | 'cells' | 'cellChars'>;

/** The count of a file's rows and cells as they are read; each call throws a ReadLimitError past a limit. */
export interface CellBudget {
  /** A row `width` cells wide (to its last cell, empty ones included). */
  row(width: number): void;
  /** One cell's text. */
  text(value: string): void;
}

/**
 * Holds a sheet or csv file to the read limits on rows, columns, cells and one cell's length, whatever
 * reads it.
 *
 * @example
 * const budget = cellBudget(READ_LIMITS);
 * budget.row(values.length);
 */
export function cellBudget(limits: CellLimits): CellBudget {
  let rows = 0;
  let cells = 0;
  return {
    row(width) {
      rows += 1;
      if (rows > limits.rows) throw new ReadLimitError('rows', limits.rows);
      if (width > limits.columns) throw new ReadLimitError('columns', limits.columns);
      cells += width;
      if (cells > limits.cells) throw new ReadLimitError('cells', limits.cells);
    },
    text(value) {
      if (value.length > limits.cellChars) throw new ReadLimitError('cellChars', limits.cellChars);
    },
  };
}
