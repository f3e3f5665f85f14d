/**
 * A Content-Disposition header naming a file safely: the plain `filename` keeps only safe ASCII (letters,
 * digits, dot, dash, underscore), so no quote, semicolon or line break from a user's file name can break the
 * header; `filename*` (RFC 5987) carries the real name, Cyrillic included, for browsers that read it.
 *
 * @example
 * contentDisposition('attachment', 'ариза.pdf');
 * // attachment; filename="_____.pdf"; filename*=UTF-8''%D0%B0%D1%80%D0%B8%D0%B7%D0%B0.pdf
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  let encoded: string;
  try {
    encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  } catch {
    encoded = ascii; // a lone surrogate cannot be UTF-8 encoded; the ASCII form still names the file
  }
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
