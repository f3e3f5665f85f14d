/** The box a compressed image must fit in (docs/behaviour.md §5, §12: 1200 by 1000). */
export const IMAGE_COMPRESS_BOUNDS = { width: 1200, height: 1000 } as const;

/**
 * The size of a `width` x `height` picture scaled down, keeping its proportions, to fit within
 * `maxWidth` x `maxHeight`; never scaled up; at least 1 px each way.
 *
 * @example
 * fitWithin(4000, 2000, 1200, 1000); // { width: 1200, height: 600 }
 * fitWithin(800, 600, 1200, 1000); // { width: 800, height: 600 }
 */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
