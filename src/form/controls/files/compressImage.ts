import { fitWithin, IMAGE_COMPRESS_BOUNDS } from './fitWithin';
import { renamedExtension } from './renamedExtension';

/**
 * Shrinks an image the way docs/behaviour.md §5 says: scaled to fit within 1200 x 1000 (never up) and re-encoded as JPEG
 * at quality 1. A white background under transparent pixels, since JPEG has no alpha (black otherwise).
 *
 * @example
 * const { blob, name } = await compressImage(file, file.name); // name: 'photo.jpg', blob.type: 'image/jpeg'
 */
export async function compressImage(file: Blob, name: string): Promise<{ blob: Blob; name: string }> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, IMAGE_COMPRESS_BOUNDS.width, IMAGE_COMPRESS_BOUNDS.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 1));
  if (!blob) throw new Error('JPEG encoding failed');
  return { blob, name: renamedExtension(name, 'jpg') };
}
