import { describe, expect, it, vi } from 'vitest';

describe('getRuntime', () => {
  it("gives a second copy of the bundle the first copy's runtime, so a page keeps one session", async () => {
    const first = await import('./platonRuntime');
    const runtime = first.getRuntime();
    runtime.store.setState({ token: 'shared-token' });

    vi.resetModules(); // a fresh module graph, as a second <script> of another build would load
    const second = await import('./platonRuntime');
    expect(second).not.toBe(first);
    expect(second.getRuntime()).toBe(runtime);
    expect(second.getRuntime().store.getState().token).toBe('shared-token');
  });
});
