/**
 * One line of a grouped table body, in drawing order: a group header, a data row, or a group footer.
 * `records` on header and footer lets the view print the count and compute the group's totals.
 *
 * @example
 * const line: DisplayRow<Appeal> = { kind: 'groupHeader', key: 'Tashkent', records: [a, b] };
 */
export type DisplayRow<Row> =
  | { kind: 'groupHeader'; key: unknown; records: Row[] }
  | {
      kind: 'row';
      row: Row;
      /** The row's position in the rows as given (the engine's row model): its id, selection and keyboard moves. */
      index: number;
      /** Its position among the drawn data rows, which grouping reorders: what the '№' column counts from. */
      ordinal: number;
    }
  | { kind: 'groupFooter'; key: unknown; records: Row[] };
