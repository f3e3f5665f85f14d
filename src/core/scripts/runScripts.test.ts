import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/apiClient';
import type { DialogApi } from '../dialogs/createDialogApi';
import type { ScriptSetup } from './ScriptContext';
import { runScripts } from './runScripts';

const base = { root: {} as HTMLElement, api: {} as ApiClient, user: null, t: (key: string) => key, dialogs: {} as DialogApi };

describe('runScripts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs scripts in order; one that throws or rejects is reported and the rest still run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const setups: ScriptSetup[] = [
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
    runScripts(setups, base, 'page p, component c');
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['a', 'c', 'd']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('undoing aborts the signal and calls the cleanups, also one that arrives after leaving', async () => {
    const events: string[] = [];
    let resolveLate: (cleanup: () => void) => void = () => {};
    const setups: ScriptSetup[] = [
      ({ signal }) =>
        () =>
          events.push(`sync cleanup, aborted ${signal.aborted}`),
      () => new Promise((resolve) => (resolveLate = resolve)),
    ];
    const undo = runScripts(setups, base, 'page p, component c');
    await Promise.resolve();
    undo();
    expect(events).toEqual(['sync cleanup, aborted true']);
    resolveLate(() => events.push('late cleanup'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['sync cleanup, aborted true', 'late cleanup']);
  });
});
