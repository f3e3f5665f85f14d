const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it, in 1024-based units (docs/behaviour.md §12): at most one decimal, none when whole.
 * Shared by the form's file controls and the file manager, so a file reads the same size everywhere.
 *
 * @example
 * fileSizeText(2 * 1024 * 1024); // '2 MB'
 * fileSizeText(500 * 1024); // '500 KB'
 * fileSizeText(1536); // '1.5 KB'
 * fileSizeText(900); // '900 B'
 */
export function fileSizeText(bytes: number): string {
  let size = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = Math.round(size * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${UNITS[unit]}`;
}
