import type { RemoteFile } from '../../src/core/api/formMeta';
import { DEFAULT_TIME_ZONE } from '../../src/core/form/formDateFormats';

/** The columns of a files row that a RemoteFile shows. */
export interface RemoteFileRow {
  id: string;
  kind: 'files' | 'images';
  name: string;
  extension: string;
  size: number | string | bigint;
  created_at: Date | string;
}

/**
 * A files row as docs/behaviour.md §2's Remote file: createdAt as DD.MM.YYYY HH:mm:ss in the backend time zone (docs/behaviour.md §12,
 * Asia/Tashkent), size as a number (bigint columns arrive as strings from PostgreSQL).
 *
 * @example
 * remoteFileOf({ id, kind: 'files', name: 'ариза.pdf', extension: 'pdf', size: '1024', created_at: new Date('2024-05-01T10:00:00Z') });
 * // { id, kind: 'files', name: 'ариза.pdf', extension: 'pdf', size: 1024, createdAt: '01.05.2024 15:00:00' }
 */
export function remoteFileOf(row: RemoteFileRow, timeZone = DEFAULT_TIME_ZONE): RemoteFile {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    extension: row.extension,
    createdAt: formatCreatedAt(new Date(row.created_at), timeZone),
    kind: row.kind,
  };
}

function formatCreatedAt(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
