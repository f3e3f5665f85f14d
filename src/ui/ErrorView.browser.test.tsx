import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';
import { mountInShadow, settle, type Mounted } from './testing/mountInShadow';

const texts = {
  serverError: 'Серверда хатолик',
  reload: 'Қайта юклаш',
  accessDenied: 'Бу саҳифа кўришга рўхсат берилмаган',
  home: 'Бош саҳифага',
  notFound: 'Саҳифа топилмади',
};

describe('ErrorView', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function show(status: number) {
    const calls: string[] = [];
    mounted = await mountInShadow(
      <ErrorView status={status} texts={texts} onReload={() => calls.push('reload')} onHome={() => calls.push('home')} />,
    );
    const alert = mounted.shadow.querySelector('[role="alert"]')!;
    const buttons = [...mounted.shadow.querySelectorAll('button')];
    return { calls, alert, buttons };
  }

  // The shim has no it.each: one test per status, generated.
  for (const status of [500, 502, 503]) {
    it(`${status}: the server-error message, announced, with a reload button`, async () => {
      const { calls, alert, buttons } = await show(status);
      expect(alert.textContent).toBe('Серверда хатолик');
      expect(buttons.map((b) => b.textContent)).toEqual(['Қайта юклаш']);
      buttons[0].click();
      await settle();
      expect(calls).toEqual(['reload']);
    });
  }

  for (const status of [401, 403]) {
    it(`${status}: the access-denied text with a home button`, async () => {
      const { calls, alert, buttons } = await show(status);
      expect(alert.textContent).toBe('Бу саҳифа кўришга рўхсат берилмаган');
      expect(buttons.map((b) => b.textContent)).toEqual(['Бош саҳифага']);
      buttons[0].click();
      expect(calls).toEqual(['home']);
    });
  }

  for (const status of [404, 400, 410]) {
    it(`${status}: the not-found text and no button`, async () => {
      const { alert, buttons } = await show(status);
      expect(alert.textContent).toBe('Саҳифа топилмади');
      expect(buttons).toEqual([]);
    });
  }

  it('shows the status big, hidden from screen readers (the message says it), styled by the shared sheet', async () => {
    await show(404);
    const code = mounted.shadow.querySelector<HTMLElement>('.pl-error-view__code')!;
    expect(code.textContent).toBe('404');
    expect(code.getAttribute('aria-hidden')).toBe('true');
    expect(parseFloat(getComputedStyle(code).fontSize)).toBeGreaterThan(40);
    expect(document.querySelector('[role="alert"]')).toBeNull(); // inside the shadow root only
  });

  it("a server error names the failed request's id for support; other statuses do not", async () => {
    const withId = { ...texts, requestId: 'Сўров рақами: 9f1c2a7e' };
    mounted = await mountInShadow(<ErrorView status={500} texts={withId} />);
    expect(mounted.shadow.querySelector('.pl-error-view__request')?.textContent).toBe('Сўров рақами: 9f1c2a7e');
    mounted.unmount();
    mounted = await mountInShadow(<ErrorView status={404} texts={withId} />);
    expect(mounted.shadow.querySelector('.pl-error-view__request')).toBeNull();
  });

  it('leaves out a button whose callback is missing', async () => {
    mounted = await mountInShadow(<ErrorView status={500} texts={texts} />);
    expect(mounted.shadow.querySelector('button')).toBeNull();
  });
});
