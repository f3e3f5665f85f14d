/** A rectangle of the source image in its own pixels (what react-easy-crop reports as croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Cuts `area` out of an image. PNG stays PNG (transparency survives); anything else becomes JPEG at the
 * highest quality, so cropping never makes a picture worse than compression would.
 *
 * @example
 * const cropped = await cropImage(file, { x: 10, y: 10, width: 200, height: 100 });
 */
export async function cropImage(image: Blob, area: PixelArea): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const width = Math.max(1, Math.round(area.width));
  const height = Math.max(1, Math.round(area.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const png = image.type === 'image/png';
  if (!png) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
  }
  context.drawImage(bitmap, Math.round(area.x), Math.round(area.y), width, height, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, png ? 'image/png' : 'image/jpeg', 1));
  if (!blob) throw new Error('Image encoding failed');
  return blob;
}
