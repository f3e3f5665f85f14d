import { performance } from 'node:perf_hooks';
import { Histogram } from 'prom-client';
import { processRegistry } from './processRegistry';

let runs: Histogram<'task' | 'outcome'> | null = null;

/**
 * Runs one of the process's own timed chores (main's hourly purges) and records it for `GET /metrics` as
 * `platon_scheduled_task_duration_seconds{task,outcome}`: how often each ran, whether it failed, how long it took.
 * The figures are the process's (the chores are), so they live in processRegistry. A failure is recorded
 * and thrown on to the caller, which logs it.
 *
 * @example
 * await recordScheduledTask('orphan_uploads', () => purgeOrphanUploads(db, storage, maxAgeMs));
 */
export async function recordScheduledTask(task: string, run: () => Promise<unknown>): Promise<void> {
  runs ??= new Histogram({
    name: 'platon_scheduled_task_duration_seconds',
    help: "The server's timed chores (expired sign-in data, orphan uploads, import scratch files) by outcome, with their durations",
    labelNames: ['task', 'outcome'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120, 600],
    registers: [processRegistry()],
  });
  const started = performance.now();
  let outcome = 'failed';
  try {
    await run();
    outcome = 'done';
  } finally {
    runs.observe({ task, outcome }, (performance.now() - started) / 1000);
  }
}
