/**
 * A file name with its extension replaced (a compressed image becomes a .jpg); added when it had none.
 *
 * @example
 * renamedExtension('photo.PNG', 'jpg'); // 'photo.jpg'
 * renamedExtension('scan', 'jpg'); // 'scan.jpg'
 */
export function renamedExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}.${extension}`;
}
