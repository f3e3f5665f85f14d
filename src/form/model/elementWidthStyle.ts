import type { CSSProperties } from 'react';

/** The form grid's column count: a width up to this is a number of columns. */
export const FORM_GRID_COLUMNS = 12;

/**
 * docs/behaviour.md §5 width rule as the style of an element's cell in the 12-column form grid: up to 12 is grid
 * columns, 13 to 100 a percentage, above 100 pixels; absent (or 0) takes the whole row.
 *
 * @example
 * elementWidthStyle(6); // { gridColumn: 'span 6' }
 * elementWidthStyle(50); // { gridColumn: '1 / -1', width: '50%' }
 * elementWidthStyle(320); // { gridColumn: '1 / -1', width: '320px', maxWidth: '100%' }
 */
export function elementWidthStyle(width: number | null | undefined): CSSProperties {
  if (!width || width <= 0) return { gridColumn: '1 / -1' };
  if (width <= FORM_GRID_COLUMNS) return { gridColumn: `span ${Math.round(width)}` };
  if (width <= 100) return { gridColumn: '1 / -1', width: `${width}%` };
  return { gridColumn: '1 / -1', width: `${width}px`, maxWidth: '100%' };
}
