import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '../api/apiClient';
import { jobActive, type Job, type JobExportRequest } from '../api/jobContract';
import type { ToastStore } from '../notify/toastStore';
import type { SessionStore } from '../session/sessionStore';

export interface JobTrackerState {
  /** The user's jobs, newest first, as the last answer (or a job just started) gave them. */
  jobs: Job[];
  /** True once `GET jobs` answered in this session: before that an empty list means "not asked yet". */
  loaded: boolean;
}

export type JobTracker = StoreApi<JobTrackerState> & {
  /** `GET jobs`: the whole list again; polling goes on while any job is active. One call at a time. */
  refresh(): Promise<void>;
  /** A job just started here (an export, an import the server took as a job): listed and watched. */
  track(job: Job): void;
  /** `POST jobs/export/{name}`: the table's export as a job, tracked. */
  startExport(name: string, request: JobExportRequest): Promise<Job>;
  /** `POST jobs/{id}/cancel`. */
  cancel(id: string): Promise<void>;
  /** `DELETE jobs/{id}`: cancelled if it still runs, forgotten with its result file. */
  remove(id: string): Promise<void>;
  /** The job's result file (the export's workbook, the refused import's report), fetched with the session. */
  result(job: Pick<Job, 'resultFileId'>): Promise<Blob>;
  /**
   * Once per session, when the browser is idle: one `GET jobs`, so jobs still running from before a reload
   * show (and are announced when they end). Never before the first paint, which it must not slow down.
   */
  discover(): void;
};

export interface JobTrackerOptions {
  api: Pick<ApiClient, 'get' | 'request'>;
  store: SessionStore;
  toasts: Pick<ToastStore, 'show'>;
  /** Between two `GET jobs` while a job is active (default JOB_POLL_MS). */
  pollMs?: number;
}

/** How often the list is asked again while a job works: progress moves visibly, the server is not pressed. */
export const JOB_POLL_MS = 1500;
/** A failing poll waits longer each time, up to this: a server that is down is not asked every 1.5 s. */
const MAX_BACKOFF_MS = 30_000;
/** Outcome texts when the server gave none: `/async`'s status words (message keys; the job's own message is translated). */
const ENDED_TEXT = { done: 'Бажарилди', failed: 'Бажарилмади', cancelled: 'Бекор қилинди' } as const;
const ENDED_VARIANT = { done: 'success', failed: 'danger', cancelled: 'info' } as const;

/**
 * The background jobs of a page's user (issue 14, src/core/api/jobContract.ts), shared by every element: the
 * top bar's indicator, `/async`, the export and import dialogs. It asks nothing by itself until a job is
 * started or `discover`/`refresh` is called, polls only while a job is active, and toasts the end of every job
 * it saw active (titled with the job's title, the server's outcome as text). Signing out empties it.
 *
 * @example
 * const jobs = createJobTracker({ api: runtime.api, store: runtime.store, toasts: runtime.toasts });
 * jobs.track(await jobs.startExport('appeals', { level: 1 }));
 */
export function createJobTracker({ api, store, toasts, pollMs = JOB_POLL_MS }: JobTrackerOptions): JobTracker {
  const state = createStore<JobTrackerState>(() => ({ jobs: [], loaded: false }));
  /** Ids of jobs seen queued or running: their end is announced. */
  const watched = new Set<string>();
  /** Jobs tracked while a list was on its way: that answer predates them and must not drop them. */
  const lateTracked = new Set<string>();
  /** Jobs deleted here: an answer sent before the deletion must not bring them back. */
  const deleted = new Set<string>();
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let discovered = false;
  /** Raised on sign-out, so an answer that left before it is dropped. */
  let session = 0;

  store.subscribe((next, previous) => {
    const signedOut = !next.token && previous.token;
    const otherUser = next.user?.id !== previous.user?.id && previous.user != null;
    if (signedOut || otherUser) reset();
  });

  function reset() {
    session += 1;
    stopPolling();
    watched.clear();
    lateTracked.clear();
    deleted.clear();
    inFlight = null;
    failures = 0;
    discovered = false;
    state.setState({ jobs: [], loaded: false });
  }

  function stopPolling() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    stopPolling();
    if (!state.getState().jobs.some(jobActive)) return;
    const delay = Math.min(MAX_BACKOFF_MS, pollMs * 2 ** failures);
    timer = setTimeout(() => {
      timer = null;
      void refresh().catch(() => {});
    }, delay);
  }

  /** Takes the server's list (or one job of it) and announces the watched jobs that ended. */
  function apply(answer: Job[], complete: boolean) {
    const jobs = answer.filter((job) => !deleted.has(job.id));
    const byId = new Set(jobs.map((job) => job.id));
    for (const job of jobs) {
      if (jobActive(job)) watched.add(job.id);
      else if (watched.delete(job.id)) announce(job);
    }
    const kept = state.getState().jobs.filter((job) => !byId.has(job.id) && (!complete || lateTracked.has(job.id)));
    // Gone from a full list (deleted in another tab, expired): nothing to announce.
    if (complete) for (const id of watched) if (!byId.has(id) && !lateTracked.has(id)) watched.delete(id);
    state.setState({ jobs: sortNewestFirst([...jobs, ...kept]), ...(complete && { loaded: true }) });
  }

  function announce(job: Job) {
    if (job.status === 'queued' || job.status === 'running') return;
    toasts.show(ENDED_VARIANT[job.status], job.message || ENDED_TEXT[job.status], job.title);
  }

  function refresh(): Promise<void> {
    if (!store.getState().token) return Promise.resolve();
    if (inFlight) return inFlight;
    const asked = session;
    lateTracked.clear();
    const call = api
      .get<{ data?: Job[] }>('jobs')
      .then((body) => {
        if (asked !== session) return;
        failures = 0;
        apply(Array.isArray(body?.data) ? body.data : [], true);
      })
      .catch((error: unknown) => {
        if (asked === session) failures += 1;
        throw error;
      })
      .finally(() => {
        if (asked !== session) return;
        inFlight = null;
        schedule();
      });
    inFlight = call;
    return call;
  }

  function track(job: Job) {
    if (inFlight) lateTracked.add(job.id);
    apply([job], false);
    if (!inFlight) schedule();
  }

  async function startExport(name: string, request: JobExportRequest): Promise<Job> {
    const body = await api.request<{ data: Job }>(`jobs/export/${encodeURIComponent(name)}`, { method: 'POST', body: request });
    track(body.data);
    return body.data;
  }

  async function cancel(id: string) {
    const body = await api.request<{ data?: Job }>(`jobs/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
    if (body?.data) track(body.data);
  }

  async function remove(id: string) {
    await api.request(`jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });
    // Deleted on purpose: its end is not news any more.
    watched.delete(id);
    deleted.add(id);
    state.setState((s) => ({ jobs: s.jobs.filter((job) => job.id !== id) }));
    if (!inFlight) schedule();
  }

  function result(job: Pick<Job, 'resultFileId'>): Promise<Blob> {
    if (!job.resultFileId) return Promise.reject(new Error('The job has no result file'));
    return api.request<Blob>(`uploads/auth/files/${encodeURIComponent(job.resultFileId)}`, { responseType: 'blob' });
  }

  function discover() {
    if (discovered || !store.getState().token) return;
    discovered = true;
    const asked = session;
    const run = () => {
      if (asked === session && !state.getState().loaded) void refresh().catch(() => {});
    };
    const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle) idle(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  }

  return Object.assign(state, { refresh, track, startExport, cancel, remove, result, discover });
}

function sortNewestFirst(jobs: Job[]): Job[] {
  return jobs.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
