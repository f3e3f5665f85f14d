import type { RequestOptions } from '../../api/apiClient';
import type { Job } from '../../api/jobContract';
import type { PlatonRuntime } from '../../runtime/platonRuntime';
import { jobTrackerFor } from '../jobTrackerFor';
import { testJob } from './testJob';

export interface FakeJobServer {
  /** The jobs `GET jobs` answers with, newest first; tests change them to move a job on. */
  jobs: Job[];
  /** Every call, as 'METHOD path'. */
  calls: string[];
  /** The body of each call that had one, by its 'METHOD path'. */
  bodies: Record<string, unknown>;
  /** Replace one job by id (a poll then sees the change). */
  update(id: string, change: Partial<Job>): void;
}

/**
 * Browser tests: the job routes of src/core/api/jobContract.ts answered from memory on `runtime.api`, and the
 * runtime's tracker made polling every `pollMs` (tests cannot wait 1.5 s per step). Calls it does
 * not know go to `fallback` (the import's own routes, a table's), else fail.
 *
 * @example
 * const server = fakeJobServer(runtime, { jobs: [testJob()] });
 * server.update('j1', { status: 'done' });
 */
export function fakeJobServer(
  runtime: PlatonRuntime,
  options: {
    jobs?: Job[];
    pollMs?: number;
    files?: Record<string, string>;
    fallback?: (path: string, options: RequestOptions) => Promise<unknown>;
  } = {},
): FakeJobServer {
  const server: FakeJobServer = {
    jobs: [...(options.jobs ?? [])],
    calls: [],
    bodies: {},
    update(id, change) {
      server.jobs = server.jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
    },
  };
  let next = 100;
  const answer = async (path: string, request: RequestOptions = {}): Promise<unknown> => {
    const method = request.method ?? 'GET';
    server.calls.push(`${method} ${path}`);
    if (request.body !== undefined) server.bodies[`${method} ${path}`] = request.body;
    if (method === 'GET' && path === 'jobs') return { data: structuredClone(server.jobs) };
    const exported = /^jobs\/export\/(.+)$/.exec(path);
    if (method === 'POST' && exported) {
      const job = testJob({
        id: `j${next++}`,
        name: decodeURIComponent(exported[1]),
        status: 'queued',
        done: 0,
        total: null,
        createdAt: new Date().toISOString(),
        startedAt: null,
      });
      server.jobs.unshift(job);
      return { data: structuredClone(job) };
    }
    const cancelled = /^jobs\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelled) {
      server.update(cancelled[1], { status: 'cancelled', message: 'Иш бекор қилинди', finishedAt: new Date().toISOString() });
      return { data: structuredClone(server.jobs.find((job) => job.id === cancelled[1])) };
    }
    const deleted = /^jobs\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && deleted) {
      server.jobs = server.jobs.filter((job) => job.id !== deleted[1]);
      return null;
    }
    const file = /^uploads\/auth\/files\/(.+)$/.exec(path);
    if (file && request.responseType === 'blob') return new Blob([options.files?.[decodeURIComponent(file[1])] ?? 'file bytes']);
    if (options.fallback) return options.fallback(path, request);
    throw new Error(`unexpected call ${method} ${path}`);
  };
  runtime.api.request = answer as PlatonRuntime['api']['request'];
  runtime.api.get = ((path: string, query?: Record<string, unknown>) => answer(path, { query })) as PlatonRuntime['api']['get'];
  jobTrackerFor(runtime, { pollMs: options.pollMs ?? 50 });
  return server;
}
