import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../src/core/runtime/platonRuntime';
import { byText } from '../../src/ui/testing/byText';
import { mountInShadow, type Mounted } from '../../src/ui/testing/mountInShadow';
import { preloadableLazy } from '../../src/ui/preloadableLazy';
import { RuntimeGate } from './RuntimeGate';

describe('an element starting without a server (RuntimeGate)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    vi.restoreAllMocks();
  });

  it('says there is no connection and offers a retry, warning (not erring) in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runtime = createRuntime();
    // Port 9 (discard) has no listener here: the call fails without an answer, as when a page is left.
    mounted = await mountInShadow(
      <RuntimeGate runtime={runtime} config={{ apiBase: 'http://127.0.0.1:9/api' }}>
        <p>content</p>
      </RuntimeGate>,
    );
    await vi.waitFor(() => expect(byText(mounted!.shadow, 'p', 'Сервер билан алоқа йўқ')).toBeTruthy(), { timeout: 10_000 });
    expect(byText(mounted.shadow, 'button', 'Қайта урунинг')).toBeTruthy();
    expect(errors.mock.calls.filter(([message]) => String(message).includes('start-up failed'))).toEqual([]);
    expect(warnings.mock.calls.some(([message]) => String(message).includes('start-up failed'))).toBe(true);
  });
});

describe('an element whose view is a lazy chunk (RuntimeGate onStart, issue 13)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
  });

  it("draws the view once its chunk is in, never showing the view's own fallback (whose reveal React throttles)", async () => {
    const runtime = createRuntime();
    // Start-up already done, so only the chunk is waited for.
    runtime.ready = Promise.resolve();
    let arrive: (component: ComponentType) => void = () => undefined;
    const View = preloadableLazy(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const fallbacks: number[] = [];
    const Fallback = () => {
      fallbacks.push(performance.now());
      return <p>fallback</p>;
    };
    mounted = await mountInShadow(
      <RuntimeGate runtime={runtime} config={{}} onStart={() => View.preload()}>
        <Suspense fallback={<Fallback />}>
          <View />
        </Suspense>
      </RuntimeGate>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mounted.shadow.querySelector('[role="status"]')?.textContent).toBe('Юкланмоқда...');
    arrive(() => <p>the view</p>);
    await vi.waitFor(() => expect(byText(mounted!.shadow, 'p', 'the view')).toBeTruthy(), { timeout: 3000 });
    expect(fallbacks).toEqual([]);
  });
});
