/**
 * The file input's `accept` from an element's allowedExtensions (docs/behaviour.md §5): 'pdf, .docx' gives
 * '.pdf,.docx'; '*' (anywhere in the list) or nothing means any file, i.e. no attribute, except that an
 * image element then still offers only images.
 *
 * @example
 * acceptAttribute('pdf,docx', 'file'); // '.pdf,.docx'
 * acceptAttribute('*', 'file'); // undefined
 * acceptAttribute(null, 'image'); // 'image/*'
 */
export function acceptAttribute(allowedExtensions: string | null | undefined, type: 'file' | 'image'): string | undefined {
  const parts = (allowedExtensions ?? '')
    .split(/[,;\s]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (!parts.length || parts.some((part) => part === '*' || part === '.*' || part === '*.*'))
    return type === 'image' ? 'image/*' : undefined;
  return parts.map((part) => (part.includes('/') || part.startsWith('.') ? part : `.${part}`)).join(',');
}
