// Raster types a canvas decodes everywhere; SVG is text and GIF animations would lose their frames, but a
// still GIF over the limit is better compressed than refused.
const RASTER = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif', 'image/bmp']);

/**
 * Whether a picked file is an image the browser can shrink (docs/behaviour.md §5: an image over maxSize is compressed,
 * anything else over it is refused).
 *
 * @example
 * isCompressibleImage(new Blob([], { type: 'image/png' })); // true
 * isCompressibleImage(new Blob([], { type: 'application/pdf' })); // false
 */
export function isCompressibleImage(file: Blob): boolean {
  return RASTER.has(file.type.toLowerCase());
}
