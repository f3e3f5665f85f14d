/**
 * A number as a table cell or footer shows it ('7 589 682.13', '93.0 %', '100 000'): group spaces and the
 * percent sign dropped. NaN for an empty cell.
 *
 * @example
 * parseNumber('7 589 682.13'); // 7589682.13
 */
export function parseNumber(text: string): number {
  const digits = text.replace(/[\s%]/g, '');
  return digits ? Number(digits) : Number.NaN;
}
