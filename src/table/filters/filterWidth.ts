/** Grid columns a filter takes when the administrator gave no width: four filters to a row. */
const DEFAULT_GRID_COLUMNS = 3;

/**
 * A filter's width as CSS (docs/behaviour.md §5 width rule): up to 12 is columns of a 12-column grid, 13 to 100 a
 * percentage of the bar, above 100 pixels. No width (or a non-positive one) takes three grid columns.
 *
 * @example
 * filterWidth(6); // '50%'
 * filterWidth(40); // '40%'
 * filterWidth(240); // '240px'
 */
export function filterWidth(width: number | null | undefined): string {
  const n = typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : DEFAULT_GRID_COLUMNS;
  if (n <= 12) return `${round((n / 12) * 100)}%`;
  if (n <= 100) return `${round(n)}%`;
  return `${round(n)}px`;
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
