import type { Job } from '../api/jobContract';

/**
 * The job in an answer that may be one (`202 { data: Job }`, src/core/api/jobContract.ts) or may be the
 * finished work itself (an import's `{ message, data: { inserted, updated } }`): the job, or null.
 *
 * @example
 * const job = jobFromAnswer(await api.request(`import/${path}`, { method: 'POST', body }));
 * if (job) runtime.jobs.track(job);
 */
export function jobFromAnswer(answer: unknown): Job | null {
  const data = (answer as { data?: unknown } | null)?.data as Partial<Job> | null | undefined;
  if (!data || typeof data !== 'object') return null;
  const isJob = typeof data.id === 'string' && typeof data.status === 'string' && (data.kind === 'import' || data.kind === 'export');
  return isJob ? (data as Job) : null;
}
