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

describe('the elements of a page whose start failed (issue 40)', () => {
  const realFetch = globalThis.fetch;
  const mounted: Mounted[] = [];
  afterEach(async () => {
    globalThis.fetch = realFetch;
    for (const one of mounted.splice(0)) await one.unmount();
    vi.restoreAllMocks();
  });

  it('all come back, without a reload, when a retry in one of them succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!up) return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
      return Response.json(url.includes('/translations') ? {} : { data: { defaultLocale: 'uz', enabledLocales: ['uz'] } });
    }) as typeof fetch;
    const runtime = createRuntime();
    for (const text of ['the auth element', 'the public form']) {
      mounted.push(
        await mountInShadow(
          <RuntimeGate runtime={runtime} config={{}}>
            <p>{text}</p>
          </RuntimeGate>,
        ),
      );
    }
    const [auth, form] = mounted.map((one) => one.shadow);
    await vi.waitFor(() => {
      for (const shadow of [auth, form]) expect(byText(shadow, 'p', 'Сервер билан алоқа йўқ')).toBeTruthy();
    });
    up = true;
    byText<HTMLButtonElement>(auth, 'button', 'Қайта урунинг')!.click();
    await vi.waitFor(() => {
      expect(byText(auth, 'p', 'the auth element')).toBeTruthy();
      expect(byText(form, 'p', 'the public form')).toBeTruthy();
    });
    expect(form.querySelector('[role="alert"]')).toBeNull();
  });

  it('come back when a later element names the server the page could not reach', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://api.example.uz/'))
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      return Response.json(url.includes('/translations') ? {} : { data: { defaultLocale: 'uz', enabledLocales: ['uz'] } });
    }) as typeof fetch;
    const runtime = createRuntime();
    mounted.push(
      await mountInShadow(
        <RuntimeGate runtime={runtime} config={{}}>
          <p>the public form</p>
        </RuntimeGate>,
      ),
    );
    const form = mounted[0]!.shadow;
    await vi.waitFor(() => expect(byText(form, 'p', 'Сервер билан алоқа йўқ')).toBeTruthy());
    mounted.push(
      await mountInShadow(
        <RuntimeGate runtime={runtime} config={{ apiBase: 'https://api.example.uz/api/' }}>
          <p>the auth element</p>
        </RuntimeGate>,
      ),
    );
    await vi.waitFor(() => {
      expect(byText(mounted[1]!.shadow, 'p', 'the auth element')).toBeTruthy();
      expect(byText(form, 'p', 'the public form')).toBeTruthy();
    });
  });
  it('comes back when the host corrects the api-base it named, and so do the other elements', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://right.example.uz/api/'))
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      return Response.json(url.includes('/translations') ? {} : { data: { defaultLocale: 'uz', enabledLocales: ['uz'] } });
    }) as typeof fetch;
    const runtime = createRuntime();
    const auth = (apiBase: string) => (
      <RuntimeGate runtime={runtime} config={{ apiBase }}>
        <p>the auth element</p>
      </RuntimeGate>
    );
    mounted.push(await mountInShadow(auth('https://wrong.example.uz/api/')));
    mounted.push(
      await mountInShadow(
        <RuntimeGate runtime={runtime} config={{}}>
          <p>the public form</p>
        </RuntimeGate>,
      ),
    );
    const [first, second] = mounted.map((one) => one.shadow);
    await vi.waitFor(() => {
      for (const shadow of [first, second]) expect(byText(shadow, 'p', 'Сервер билан алоқа йўқ')).toBeTruthy();
    });
    await mounted[0]!.render(auth('https://right.example.uz/api/'));
    await vi.waitFor(() => {
      expect(byText(first, 'p', 'the auth element')).toBeTruthy();
      expect(byText(second, 'p', 'the public form')).toBeTruthy();
    });
    expect(runtime.store.getState().config).toMatchObject({
      apiBase: 'https://right.example.uz/api/',
      authBase: 'https://right.example.uz/api/auth/',
    });
  });
});

describe('a page whose origin the server refuses for signed-in calls (issue 40)', () => {
  const realFetch = globalThis.fetch;
  const mounted: Mounted[] = [];
  afterEach(async () => {
    globalThis.fetch = realFetch;
    for (const one of mounted.splice(0)) await one.unmount();
  });

  it('keeps public elements showing with what was typed, and gives the signed-in ones their input back after the retry', async () => {
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return Response.json(url.includes('/translations') ? {} : { data: { defaultLocale: 'uz', enabledLocales: ['uz'] } });
    }) as typeof fetch;
    const runtime = createRuntime();
    for (const publicOnly of [true, false]) {
      mounted.push(
        await mountInShadow(
          <RuntimeGate runtime={runtime} config={{}} publicOnly={publicOnly}>
            <label>
              {publicOnly ? 'Мурожаатчи' : 'Логин'}
              <input />
            </label>
          </RuntimeGate>,
        ),
      );
    }
    const [form, auth] = mounted.map((one) => one.shadow);
    const input = (shadow: ShadowRoot) => shadow.querySelector('input')!;
    await vi.waitFor(() => expect(input(form) && input(auth)).toBeTruthy());
    input(form).value = 'Алиев Вали';
    input(auth).value = 'user';

    runtime.refusedOrigin.setState({ origin: 'https://portal.example.uz' });
    await vi.waitFor(() => expect(auth.querySelector('[role="alert"]')?.textContent).toContain('https://portal.example.uz'));
    expect(input(auth).checkVisibility()).toBe(false);
    expect(form.querySelector('[role="alert"]')).toBeNull();
    expect(input(form).checkVisibility()).toBe(true);
    expect(input(form).value).toBe('Алиев Вали');

    byText<HTMLButtonElement>(auth, 'button', 'Қайта урунинг')!.click();
    await vi.waitFor(() => expect(auth.querySelector('[role="alert"]')).toBeNull());
    expect(input(auth).checkVisibility()).toBe(true);
    expect(input(auth).value).toBe('user');
    expect(input(form).value).toBe('Алиев Вали');
  });
});
