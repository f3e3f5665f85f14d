/** One cell as a spreadsheet gives it: text, a number, a date, a truth value, or nothing. */
export type SheetCell = string | number | boolean | Date | null;

/** A row of a file as it is read: its number (1-based, as a spreadsheet shows it) and its cells in order. */
export type SheetCells = [number: number, values: SheetCell[]];
