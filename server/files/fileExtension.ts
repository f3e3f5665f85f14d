/**
 * The extension of an uploaded file's name, lower case and without the dot: what allowed_extensions is
 * compared with and what the content check expects. Only letters and digits count, so a name like
 * `report.pdf/../../x` or `a.p df` yields nothing usable rather than something that looks like a path.
 *
 * @example
 * fileExtension('Ариза.PDF'); // 'pdf'
 * fileExtension('archive.tar.gz'); // 'gz'
 * fileExtension('README'); // ''
 */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  const extension = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,16}$/.test(extension) ? extension : '';
}
