/**
 * The folder an upload goes to: the open folder, or a subfolder of it the user typed (folders exist only as
 * the paths of their files, so a new one is made by uploading into it). The typed name may be nested
 * (`2025/march`); slashes around it and empty parts are dropped. Null when a part is `.` or `..` or holds a
 * backslash: such a path would mean another place than the one shown.
 *
 * @example
 * uploadFolder('reports', ' 2025/march/ '); // 'reports/2025/march'
 * uploadFolder('', ''); // ''
 * uploadFolder('reports', '../x'); // null
 */
export function uploadFolder(openFolder: string, typed: string): string | null {
  const parts = typed
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part === '.' || part === '..' || part.includes('\\'))) return null;
  return [...openFolder.split('/').filter(Boolean), ...parts].join('/');
}
