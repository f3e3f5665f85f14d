const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in 1024-based units (SPEC §9 "File size display uses 1024-based units"), with at most one
 * decimal and no trailing zero: what the too-large message shows in place of its `{0}`.
 *
 * @example
 * humanFileSize(2 * 1024 * 1024); // '2 MB'
 * humanFileSize(1536 * 1024); // '1.5 MB'
 * humanFileSize(500); // '500 B'
 */
export function humanFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${UNITS[unit]}`;
}
