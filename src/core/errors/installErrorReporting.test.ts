import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ProjectInfo } from '../api/contract';
import type { SessionStore } from '../session/sessionStore';
import { installErrorReporting } from './installErrorReporting';

const BASE = 'https://app.example/elements/';

function setup(info: Partial<ProjectInfo> | null, randoms: number[]) {
  const target = new EventTarget();
  const post = vi.fn(() => Promise.resolve({}));
  const store = createStore(() => ({ projectInfo: info })) as unknown as SessionStore;
  const uninstall = installErrorReporting({
    api: { post } as never,
    store,
    scriptBase: BASE,
    target: target as never,
    random: () => randoms.shift() ?? 0,
  });
  const throwFrom = (filename: string, message = 'boom') => {
    const event = Object.assign(new Event('error'), { error: new Error(message), filename, lineno: 7, message });
    target.dispatchEvent(event);
  };
  return { target, post, throwFrom, uninstall };
}

describe('installErrorReporting (docs/behaviour.md §12)', () => {
  it('sends nothing while the errorReporting setting is off (the default)', () => {
    const { post, throwFrom } = setup({ errorReporting: false, errorSampleRate: 0.2 }, [0]);
    throwFrom(`${BASE}platon.js`);
    expect(post).not.toHaveBeenCalled();
  });

  it("when on, samples our elements' errors at 0.2 and ignores the host page's", () => {
    const { post, throwFrom } = setup({ errorReporting: true, errorSampleRate: 0.2 }, [0.19, 0.2, 0.5, 0.0]);
    throwFrom(`${BASE}chunk-1.js`, 'first'); // 0.19 < 0.2: sent
    throwFrom(`${BASE}chunk-1.js`, 'second'); // 0.2: not sent
    throwFrom(`${BASE}chunk-1.js`, 'third'); // 0.5: not sent
    throwFrom('https://app.example/host.js', 'host'); // not ours: never sampled
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      'error-reports',
      expect.objectContaining({ kind: 'error', message: 'Error: first', source: `${BASE}chunk-1.js:7` }),
    );
  });

  it('reports unhandled rejections whose stack is in the bundle, at most 10 a page, and stops on uninstall', () => {
    const { target, post, uninstall } = setup({ errorReporting: true, errorSampleRate: 1 }, []);
    const reject = () => {
      const reason = new Error('lost');
      reason.stack = `Error: lost\n    at run (${BASE}platon.js:1:2)`;
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    };
    for (let i = 0; i < 12; i += 1) reject();
    expect(post).toHaveBeenCalledTimes(10);
    expect(post).toHaveBeenLastCalledWith('error-reports', expect.objectContaining({ kind: 'unhandledrejection', message: 'Error: lost' }));
    uninstall();
  });
});
