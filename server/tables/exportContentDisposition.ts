import { contentDisposition } from '../http/contentDisposition';
import { exportFileName } from './exportFileName';

/**
 * The Content-Disposition of an export: an attachment named by exportFileName, encoded by contentDisposition
 * (safe ASCII `filename`, the real name in RFC 5987 `filename*`).
 *
 * @example
 * exportContentDisposition('мурожаатлар', new Date('2024-05-01T10:00:00Z'));
 * // attachment; filename="___________-2024-05-01.xlsx"; filename*=UTF-8''%D0%BC...-2024-05-01.xlsx
 */
export function exportContentDisposition(name: string, now: Date, timeZone = 'Asia/Tashkent'): string {
  return contentDisposition('attachment', exportFileName(name, now, timeZone));
}
