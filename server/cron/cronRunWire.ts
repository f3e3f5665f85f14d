import type { CronRun } from '../../src/core/api/cronContract';
import type { TextLookup } from '../../src/core/i18n/TextLookup';
import { fillText } from '../i18n/fillText';
import type { CronRunRow } from './createCronScheduler';

/**
 * A run as the API sends it: its message in the caller's locale with the error (or the time limit) filled in.
 *
 * @example
 * cronRunWire(row, await loadTextLookup(db, 'en', [row.message]));
 */
export function cronRunWire(row: CronRunRow, lookup: TextLookup): CronRun {
  return {
    id: row.id,
    taskId: row.cron_id,
    trigger: row.trigger,
    status: row.status,
    occurrence: row.occurrence.toISOString(),
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    rows: row.rows_affected === null ? null : Number(row.rows_affected),
    message: row.message ? fillText(lookup(row.message), { 0: row.error ?? '' }) : null,
    resultFileId: row.result_file_id,
  };
}
