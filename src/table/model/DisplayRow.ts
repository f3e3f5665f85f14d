/**
 * One line of a grouped table body, in drawing order: a group header, a data row, or a group footer.
 * `records` on header and footer lets the view print the count and compute the group's totals.
 *
 * @example
 * const line: DisplayRow<Appeal> = { kind: 'groupHeader', key: 'Tashkent', records: [a, b] };
 */
export type DisplayRow<Row> =
  | { kind: 'groupHeader'; key: unknown; records: Row[] }
  | { kind: 'row'; row: Row; index: number }
  | { kind: 'groupFooter'; key: unknown; records: Row[] };
