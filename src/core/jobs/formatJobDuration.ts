import type { Job } from '../api/jobContract';

/**
 * How long a job ran, as a clock reads (`m:ss`, `h:mm:ss` from an hour), so no unit words need translating:
 * from its start to its end, or to `now` while it runs. A job not started yet gives ''.
 *
 * @example
 * formatJobDuration({ startedAt: '2025-03-01T10:00:00Z', finishedAt: '2025-03-01T10:01:05Z' }, Date.now()); // '1:05'
 */
export function formatJobDuration(job: Pick<Job, 'startedAt' | 'finishedAt'>, now: number): string {
  const start = job.startedAt ? Date.parse(job.startedAt) : NaN;
  if (Number.isNaN(start)) return '';
  const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
  const seconds = Math.max(0, Math.round(((Number.isNaN(end) ? now : end) - start) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours ? `${hours}:${two(minutes)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}
