/**
 * How {@link formatNumber} writes a number. docs/behaviour.md §5, §12: up to 4 decimals, a space between thousands,
 * a decimal point. Forms and tables share these options so a value looks the same in both.
 *
 * @example
 * const money: NumberFormatOptions = { decimals: 2 }; // 1234.5 -> '1 234.50'
 */
export interface NumberFormatOptions {
  /**
   * Fixed count of decimals (a column's numberFormat, a field's scale): always written, padded with zeros.
   * Absent means "up to 4", with trailing zeros trimmed, so 2.50 shows as 2.5 and 3.0 as 3.
   */
  decimals?: number | null;
  /** Put between groups of three integer digits. Default a plain space (docs/behaviour.md §12). */
  thousandSeparator?: string;
}
