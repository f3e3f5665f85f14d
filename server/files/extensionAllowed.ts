/**
 * Whether an element's allowed_extensions (docs/behaviour.md §5: a comma list, `*` or unset means any) admits a file's
 * extension. Case-insensitive; entries may be written with or without a dot ('.pdf, DOCX').
 *
 * @example
 * extensionAllowed('pdf', 'pdf,docx'); // true
 * extensionAllowed('exe', 'pdf,docx'); // false
 * extensionAllowed('exe', '*'); // true
 * extensionAllowed('', 'pdf'); // false: a name without an extension matches no list
 */
export function extensionAllowed(extension: string, allowedExtensions: string | null | undefined): boolean {
  const entries = (allowedExtensions ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return true;
  return extension !== '' && entries.includes(extension);
}
