/** Longest name kept; files.name is shown in lists and sent back in Content-Disposition. */
const MAX_NAME_LENGTH = 255;

/**
 * The name an upload is stored and shown under: the last path segment of what the client sent (browsers
 * send a bare name, but a crafted request may send `../../etc/passwd` or `C:\x\y.pdf`), with control
 * characters dropped and the length capped. It is only ever data: the body's path on disk is a random id.
 *
 * @example
 * uploadFileName('../../etc/passwd'); // 'passwd'
 * uploadFileName('C:\\Users\\me\\ариза.pdf'); // 'ариза.pdf'
 * uploadFileName(''); // 'file'
 */
export function uploadFileName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const name = clean === '.' || clean === '..' ? '' : clean;
  if (name.length <= MAX_NAME_LENGTH) return name || 'file';
  // Keep the extension when shortening, so the name still says what the file is.
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 17 ? name.slice(dot) : '';
  return name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}
