import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../api/jobContract';
import { createSessionStore } from '../session/sessionStore';
import { createJobTracker, JOB_POLL_MS } from './createJobTracker';
import { testJob } from './testing/testJob';

const job = testJob;

describe('createJobTracker', () => {
  let answers: Job[][];
  const get = vi.fn(async () => ({ data: answers.length > 1 ? answers.shift()! : answers[0] }));
  const request = vi.fn(async (_path: string, _options?: unknown): Promise<unknown> => ({}));
  const show = vi.fn();

  function setup(token: string | null = 't') {
    const store = createSessionStore();
    store.setState({ token, user: token ? ({ id: 1 } as never) : null });
    const tracker = createJobTracker({ api: { get, request } as never, store, toasts: { show } });
    return { store, tracker };
  }

  beforeEach(() => {
    vi.useFakeTimers();
    answers = [[]];
    get.mockClear();
    request.mockClear();
    show.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('asks nothing by itself, and does not poll when no job is active', async () => {
    const { tracker } = setup();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).not.toHaveBeenCalled();
    answers = [[job({ status: 'done' })]];
    await tracker.refresh();
    expect(tracker.getState()).toMatchObject({ loaded: true, jobs: [{ id: 'j1', status: 'done' }] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('polls every 1.5 s while a job is active, stops when none is, and toasts the end with the job title', async () => {
    const { tracker } = setup();
    answers = [[job({ done: 40 })], [job({ status: 'done', done: 100, message: 'Экспорт тайёр' })]];
    tracker.track(job());
    expect(tracker.getState().jobs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(get).toHaveBeenCalledTimes(1);
    expect(tracker.getState().jobs[0].done).toBe(40);
    expect(show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledWith('success', 'Экспорт тайёр', 'Мурожаатлар');
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 5);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('toasts failures as errors and cancels as info, with a text of its own when the server gave none', async () => {
    const { tracker } = setup();
    tracker.track(job({ id: 'a' }));
    tracker.track(job({ id: 'b', createdAt: '2025-03-01T11:00:00.000Z' }));
    expect(tracker.getState().jobs.map((j) => j.id)).toEqual(['b', 'a']);
    answers = [[job({ id: 'b', status: 'cancelled', message: null }), job({ id: 'a', status: 'failed', message: null })]];
    await tracker.refresh();
    expect(show).toHaveBeenCalledWith('info', 'Бекор қилинди', 'Мурожаатлар');
    expect(show).toHaveBeenCalledWith('danger', 'Бажарилмади', 'Мурожаатлар');
  });

  it('does not announce jobs that had ended before it saw them', async () => {
    const { tracker } = setup();
    answers = [[job({ status: 'failed' })]];
    await tracker.refresh();
    expect(show).not.toHaveBeenCalled();
  });

  it('keeps a job started while a list was on its way', async () => {
    const { tracker } = setup();
    let answer: (value: { data: Job[] }) => void = () => {};
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const refreshed = tracker.refresh();
    tracker.track(job({ id: 'new' }));
    answer({ data: [] });
    await refreshed;
    expect(tracker.getState().jobs.map((j) => j.id)).toEqual(['new']);
    answers = [[job({ id: 'new', status: 'done' })]];
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('backs off while polls fail and goes on polling', async () => {
    const { tracker } = setup();
    tracker.track(job());
    get.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 2);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 4 - 1);
    expect(get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('starts an export, cancels and deletes through the contract routes', async () => {
    const { tracker } = setup();
    request.mockResolvedValueOnce({ data: job({ status: 'queued' }) });
    const started = await tracker.startExport('appeals', { level: 1, filters: '{"a":1}' });
    expect(request).toHaveBeenLastCalledWith('jobs/export/appeals', { method: 'POST', body: { level: 1, filters: '{"a":1}' } });
    expect(started.status).toBe('queued');
    expect(tracker.getState().jobs).toHaveLength(1);

    request.mockResolvedValueOnce({ data: job({ status: 'cancelled', message: 'Иш бекор қилинди' }) });
    await tracker.cancel('j1');
    expect(request).toHaveBeenLastCalledWith('jobs/j1/cancel', { method: 'POST', body: {} });
    expect(show).toHaveBeenCalledWith('info', 'Иш бекор қилинди', 'Мурожаатлар');

    request.mockResolvedValueOnce(null);
    await tracker.remove('j1');
    expect(request).toHaveBeenLastCalledWith('jobs/j1', { method: 'DELETE' });
    expect(tracker.getState().jobs).toEqual([]);
  });

  it('fetches the result file with the session', async () => {
    const { tracker } = setup();
    const blob = new Blob(['x']);
    request.mockResolvedValueOnce(blob);
    expect(await tracker.result({ resultFileId: 'f 1' })).toBe(blob);
    expect(request).toHaveBeenLastCalledWith('uploads/auth/files/f%201', { responseType: 'blob' });
  });

  it('discovers running jobs once per session, deferred, and clears on sign-out', async () => {
    const { tracker, store } = setup();
    answers = [[job()]];
    tracker.discover();
    tracker.discover();
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledTimes(1);
    expect(tracker.getState().jobs).toHaveLength(1);

    store.setState({ token: null, user: null });
    expect(tracker.getState()).toEqual({ jobs: [], loaded: false });
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
    tracker.discover();
    await vi.advanceTimersByTimeAsync(1000);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that left before the sign-out', async () => {
    const { tracker, store } = setup();
    let answer: (value: { data: Job[] }) => void = () => {};
    get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const refreshed = tracker.refresh();
    store.setState({ token: null, user: null });
    answer({ data: [job()] });
    await refreshed;
    expect(tracker.getState().jobs).toEqual([]);
    await vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
