import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '../src/core/api/contract';
import type { ApiClient, RequestOptions } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { appealForm } from '../src/form/controls/testing/formFixtures';
import { typeInto } from '../src/form/controls/testing/typeInto';
import { byText } from '../src/ui/testing/byText';
import { settle } from '../src/ui/testing/mountInShadow';
import { definePlatonForm } from './platonForm';

describe('<platon-form> (docs/behaviour.md §5, docs/architecture.md)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  // Start-up already done: the element renders at once.
  runtime.ready = Promise.resolve();
  const requests: { path: string; method: string; body?: unknown }[] = [];
  runtime.api.request = (async (path: string, options: RequestOptions = {}) => {
    requests.push({ path, method: options.method ?? 'GET', body: options.body });
    if (path === 'public/forms/feedback') return { data: appealForm({ name: 'feedback', title: 'Мурожаат юбориш', isPublic: true }) };
    if (path === 'public/forms/feedback/records/5')
      return { data: { id: 5, values: { applicant: 'Вали', amount: '10', reason: null }, version: 2 } };
    if (path === 'public/forms/feedback/records' && options.method === 'POST') {
      return { data: { id: 51, values: (options.body as { values: Record<string, unknown> }).values, version: 1 } };
    }
    throw new Error(`unexpected call ${path}`);
  }) as ApiClient['request'];
  definePlatonForm();

  let element: HTMLElement | undefined;
  afterEach(() => {
    element?.remove();
    requests.length = 0;
  });

  it('shows the public form its name names, tells the host when it loaded and when it was submitted', async () => {
    const heard: { type: string; detail: unknown }[] = [];
    element = document.createElement('platon-form');
    element.setAttribute('name', 'feedback');
    element.setAttribute('public', '');
    for (const type of ['platon-form-loaded', 'platon-form-submitted', 'platon-form-error']) {
      // Composed and bubbling: the host hears them on any ancestor.
      document.body.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
    }
    document.body.append(element);
    const shadow = () => element!.shadowRoot!;
    await vi.waitFor(() => expect(shadow().querySelector('h2')?.textContent).toBe('Мурожаат юбориш'), { timeout: 3000 });
    expect(requests).toEqual([{ path: 'public/forms/feedback', method: 'GET', body: undefined }]);
    expect(heard).toEqual([
      { type: 'platon-form-loaded', detail: { name: 'feedback', recordId: null, values: { applicant: null, amount: null, reason: null } } },
    ]);
    await typeInto(shadow().querySelector<HTMLInputElement>('[data-field="applicant"] input')!, 'Нодира');
    byText<HTMLButtonElement>(shadow(), 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(heard.map((event) => event.type)).toContain('platon-form-submitted'));
    expect(requests.at(-1)).toEqual({
      path: 'public/forms/feedback/records',
      method: 'POST',
      body: { values: { applicant: 'Нодира', amount: null, reason: null } },
    });
    expect(heard.at(-1)).toEqual({
      type: 'platon-form-submitted',
      detail: { name: 'feedback', record: { id: 51, values: { applicant: 'Нодира', amount: null, reason: null }, version: 1 } },
    });
  });

  it('is public when a framework sets the property the way Vue does for a bare attribute (""), or true', async () => {
    for (const value of ['', true]) {
      element = document.createElement('platon-form');
      element.setAttribute('name', 'feedback');
      // Vue 3 sets a bare `public` on a custom element as the property, with the value ''.
      (element as HTMLElement & { public: unknown }).public = value;
      document.body.append(element);
      await vi.waitFor(() => expect(element!.shadowRoot!.querySelector('h2')?.textContent).toBe('Мурожаат юбориш'), { timeout: 3000 });
      expect(element.getAttribute('public')).toBe('');
      expect(requests.map((request) => request.path)).toEqual(['public/forms/feedback']);
      element.remove();
      requests.length = 0;
    }
  });

  it('edits the record its record-id attribute names', async () => {
    const heard: unknown[] = [];
    element = document.createElement('platon-form');
    element.setAttribute('name', 'feedback');
    element.setAttribute('record-id', '5');
    element.setAttribute('public', '');
    element.addEventListener('platon-form-loaded', (event) => heard.push((event as CustomEvent).detail));
    document.body.append(element);
    await vi.waitFor(
      () => expect(heard).toEqual([{ name: 'feedback', recordId: 5, values: { applicant: 'Вали', amount: '10', reason: null } }]),
      { timeout: 3000 },
    );
    expect(element.shadowRoot!.querySelector<HTMLInputElement>('[data-field="applicant"] input')!.value).toBe('Вали');
    expect(requests.map((request) => request.path).sort()).toEqual(['public/forms/feedback', 'public/forms/feedback/records/5']);
  });

  it('tells the host when the form cannot be loaded', async () => {
    const heard: unknown[] = [];
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      element = document.createElement('platon-form');
      element.setAttribute('name', 'missing');
      element.setAttribute('public', '');
      element.addEventListener('platon-form-error', (event) => heard.push((event as CustomEvent).detail));
      document.body.append(element);
      await vi.waitFor(() => expect(heard).toEqual([{ name: 'missing', status: 0, message: 'unexpected call public/forms/missing' }]), {
        timeout: 3000,
      });
      expect(element.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain('Сервер билан алоқа йўқ');
    } finally {
      warn.mockRestore();
    }
  });

  it('shows an error and logs when the name attribute is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      element = document.createElement('platon-form');
      element.setAttribute('public', '');
      document.body.append(element);
      await vi.waitFor(() => expect(element!.shadowRoot!.querySelector('[role="alert"]')?.textContent).toBe('Форма номи кўрсатилмаган'), {
        timeout: 3000,
      });
      expect(errors.mock.calls.some((call) => call[0] === 'platon-form: the name attribute is required')).toBe(true);
      expect(requests).toEqual([]);
      await settle();
    } finally {
      errors.mockRestore();
    }
  });
});
