/**
 * The Content-Disposition of an export: an attachment named `{name}-{YYYY-MM-DD}.xlsx` (the day in the
 * backend time zone, SPEC §9 Asia/Tashkent). The plain `filename` keeps only safe ASCII (letters, digits,
 * dot, dash, underscore), so no quote, semicolon or line break can break the header; `filename*` (RFC 5987)
 * carries the real name, Cyrillic included, for browsers that read it.
 *
 * @example
 * exportContentDisposition('мурожаатлар', new Date('2024-05-01T10:00:00Z'));
 * // attachment; filename="___________-2024-05-01.xlsx"; filename*=UTF-8''%D0%BC...-2024-05-01.xlsx
 */
export function exportContentDisposition(name: string, now: Date, timeZone = 'Asia/Tashkent'): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const file = `${name}-${day}.xlsx`;
  const ascii = file.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(file).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
