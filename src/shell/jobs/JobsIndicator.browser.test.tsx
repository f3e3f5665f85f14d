import { setViewport } from '@web/test-runner-commands';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJobServer, type FakeJobServer } from '../../core/jobs/testing/fakeJobServer';
import { testJob } from '../../core/jobs/testing/testJob';
import type { Job } from '../../core/api/jobContract';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { Layout } from '../layout/Layout';
import { ShellContext } from '../routing/ShellContext';
import { createShellTestServices, type ShellTestServices } from '../testing/shellTestServices';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

describe("the top bar's background jobs indicator (issue 14)", () => {
  let mounted: Mounted | undefined;
  let shell: ShellTestServices;
  let server: FakeJobServer;
  beforeEach(() => setViewport({ width: 1400, height: 900 }));
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  async function mount(jobs: Job[] = []) {
    shell = createShellTestServices({ path: '/tables/appeals' });
    // The layout's own calls (menu, sidebar) answer empty, as in the other layout tests.
    server = fakeJobServer(shell.runtime, { jobs, fallback: async () => ({ data: [] }) });
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        <Layout>
          <p>body</p>
        </Layout>
      </ShellContext.Provider>,
    );
    return mounted.shadow;
  }

  const region = () => mounted!.shadow.querySelector<HTMLElement>('[data-region="topbar"] .pl-jobs-indicator')!;
  const link = () => region().querySelector<HTMLAnchorElement>('a');
  const toasts = () => shell.runtime.toasts.getState().toasts.map(({ variant, title, text }) => ({ variant, title, text }));

  it('asks once, after the first paint, for jobs still running from before a reload; shows nothing without one', async () => {
    await mount();
    const jobCalls = () => server.calls.filter((call) => call.includes('jobs'));
    await vi.waitFor(() => expect(jobCalls()).toEqual(['GET jobs']), { timeout: 5000 });
    // Asked after the layout's own calls (menu, sidebar): the first paint goes first. (Checked by order, not
    // by time: on a loaded machine the idle moment may come before mount() returns.)
    const first = server.calls.findIndex((call) => !call.includes('jobs'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(server.calls.indexOf('GET jobs'));
    await settle(200);
    expect(jobCalls()).toEqual(['GET jobs']);
    expect(region().getAttribute('role')).toBe('status');
    expect(region().childElementCount).toBe(0);
    expect(region().getBoundingClientRect().width).toBe(0);
  });

  it('links to /async with a spinner and the count while a job works, and goes when it ends, with the toast', async () => {
    await mount([testJob({ id: 'j1', title: 'Мурожаатлар' })]);
    await vi.waitFor(() => expect(link()).not.toBeNull(), { timeout: 5000 });
    expect(link()!.textContent).toBe('1Фон вазифалари: 1');
    expect(link()!.querySelector('.pl-sr-only')!.textContent).toBe('Фон вазифалари: 1');
    expect(link()!.getAttribute('href')).toMatch(/\/async$/);
    expect(link()!.querySelector('.pl-jobs-indicator__spinner')!.getAttribute('aria-hidden')).toBe('true');

    jobTrackerFor(shell.runtime).track(testJob({ id: 'j2', title: 'Ҳисобот', status: 'queued', createdAt: new Date().toISOString() }));
    server.jobs.unshift(testJob({ id: 'j2', title: 'Ҳисобот', status: 'queued', createdAt: new Date().toISOString() }));
    await vi.waitFor(() => expect(link()!.querySelector('.pl-sr-only')!.textContent).toBe('Фон вазифалари: 2'));
    expect(toasts()).toEqual([]);

    server.update('j1', { status: 'done', message: 'Экспорт тайёр' });
    server.update('j2', { status: 'failed', message: null });
    await vi.waitFor(() => expect(link()).toBeNull());
    expect(toasts()).toEqual([
      { variant: 'danger', title: 'Ҳисобот', text: 'Бажарилмади' },
      { variant: 'success', title: 'Мурожаатлар', text: 'Экспорт тайёр' },
    ]);
  });

  it('opens /async through the router', async () => {
    await mount([testJob()]);
    await vi.waitFor(() => expect(link()).not.toBeNull(), { timeout: 5000 });
    link()!.click();
    expect(shell.router.getLocation().path).toBe('/async');
  });

  it('is emptied by a sign-out', async () => {
    await mount([testJob()]);
    await vi.waitFor(() => expect(link()).not.toBeNull(), { timeout: 5000 });
    shell.runtime.store.setState({ token: null, user: null });
    await vi.waitFor(() => expect(link()).toBeNull());
    const asked = server.calls.length;
    await settle(200);
    expect(server.calls.length).toBe(asked);
  });

  it('has no accessibility violations while it shows', async () => {
    await mount([testJob()]);
    await vi.waitFor(() => expect(link()).not.toBeNull(), { timeout: 5000 });
    const { violations } = await axe.run(region(), { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
