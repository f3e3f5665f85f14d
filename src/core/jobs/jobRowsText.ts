import type { Job } from '../api/jobContract';
import { formatNumber } from '../format/formatNumber';

/**
 * A job's rows done, of how many once the server counted them, in the product's number format (thousands
 * grouped, docs/behaviour.md §12) and the caller's language: '1 200 / 50 000 қатор', '1 200 қатор'; '' before any row.
 *
 * @example
 * jobRowsText({ done: 1200, total: 50000 }, t); // '1 200 / 50 000 қатор'
 */
export function jobRowsText(job: Pick<Job, 'done' | 'total'>, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (job.total != null) return t('{0} / {1} қатор', { 0: formatNumber(job.done), 1: formatNumber(job.total) });
  return job.done ? t('{0} қатор', { 0: formatNumber(job.done) }) : '';
}
