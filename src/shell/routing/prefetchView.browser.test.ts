import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime, type PlatonRuntime } from '../../core/runtime/platonRuntime';
import { prefetchView } from './prefetchView';

/** The page's next idle moment, and a task after it. */
const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve)));

describe('prefetchView', () => {
  const Original = Intl.DateTimeFormat;
  let zones: unknown[];
  beforeEach(() => {
    zones = [];
    // Each formatter is still the real one; those built for a time zone are counted.
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Original>) {
      if (args[1]?.timeZone) zones.push(args[1].timeZone);
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
  });
  afterEach(() => {
    Intl.DateTimeFormat = Original;
  });

  function runtimeWith(token: string | null): PlatonRuntime {
    const runtime = createRuntime();
    runtime.store.setState({ token });
    // The calls stay unanswered: what is measured here is what starts with them.
    runtime.api.request = (() => new Promise(() => undefined)) as PlatonRuntime['api']['request'];
    return runtime;
  }

  it("readies the time zone's data once the page is free, not while the calls go out", async () => {
    const runtime = runtimeWith('tok');
    void prefetchView(runtime, { kind: 'table', name: 'appeals', level: 1, isPublic: false, query: {} });
    expect(zones).toEqual([]);
    await idle();
    expect(zones).toEqual(['Asia/Tashkent']);

    void prefetchView(runtime, { kind: 'form', name: 'appeals', recordId: null, isPublic: false });
    await idle();
    expect(zones).toEqual(['Asia/Tashkent', 'Asia/Tashkent']);
  });

  it('readies it while the page loads, when Chromium runs no idle callback', async () => {
    // A cold kitchen_sink's trace: three idle callbacks asked during the load, none run before the form drew,
    // whose first render then built the zone's first formatter itself (17-25 ms).
    const original = window.requestIdleCallback;
    window.requestIdleCallback = () => 0;
    try {
      void prefetchView(runtimeWith('tok'), { kind: 'form', name: 'kitchen_sink', recordId: null, isPublic: false });
      expect(zones).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(zones).toEqual(['Asia/Tashkent']);
    } finally {
      window.requestIdleCallback = original;
    }
  });

  it('readies nothing for a visitor who cannot make the calls yet', async () => {
    void prefetchView(runtimeWith(null), { kind: 'table', name: 'appeals', level: 1, isPublic: false, query: {} });
    await idle();
    expect(zones).toEqual([]);
  });
});
