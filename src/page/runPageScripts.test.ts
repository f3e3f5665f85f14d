import type { DialogApi } from '../core/dialogs/createDialogApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../core/api/apiClient';
import type { PageScriptSetup } from './PageScriptContext';
import { runPageScripts } from './runPageScripts';

const base = { root: {} as HTMLElement, page: 'p', component: 'c', data: null, query: {}, api: {} as ApiClient, user: null, t: (key: string) => key, dialogs: {} as DialogApi };

describe('runPageScripts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs scripts in order; one that throws or rejects is reported and the rest still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const setups: PageScriptSetup[] = [
      () => void order.push('a'),
      () => {
        throw new Error('boom');
      },
      async () => {
        order.push('c');
        throw new Error('later');
      },
      () => void order.push('d'),
    ];
    runPageScripts(setups, base);
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['a', 'c', 'd']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('undoing aborts the signal and calls the cleanups, also one that arrives after leaving', async () => {
    const events: string[] = [];
    let resolveLate: (cleanup: () => void) => void = () => {};
    const setups: PageScriptSetup[] = [
      ({ signal }) => () => events.push(`sync cleanup, aborted ${signal.aborted}`),
      () => new Promise((resolve) => (resolveLate = resolve)),
    ];
    const undo = runPageScripts(setups, base);
    await Promise.resolve();
    undo();
    expect(events).toEqual(['sync cleanup, aborted true']);
    resolveLate(() => events.push('late cleanup'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['sync cleanup, aborted true', 'late cleanup']);
  });
});
