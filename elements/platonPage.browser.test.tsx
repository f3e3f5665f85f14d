import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDefinition, ProjectInfo } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { definePlatonPage } from './platonPage';

describe('<platon-page> (docs/behaviour.md §6)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  runtime.ready = Promise.resolve();
  const requests: string[] = [];
  runtime.api.request = (async (path: string) => {
    requests.push(path);
    if (path === 'public/pages/about') {
      return {
        data: {
          name: 'about',
          title: 'Биз ҳақимизда',
          components: [{ name: 'intro', content: '<p class="intro">Салом</p>' }],
        } satisfies PageDefinition,
      };
    }
    throw new Error(`unexpected call ${path}`);
  }) as ApiClient['request'];
  definePlatonPage();

  let element: HTMLElement | undefined;
  afterEach(() => {
    element?.remove();
    requests.length = 0;
  });

  it('shows a public page (a bare public attribute) and fires platon-page-loaded {name} once it shows', async () => {
    const heard: unknown[] = [];
    document.body.addEventListener('platon-page-loaded', (event) => heard.push((event as CustomEvent).detail));
    element = document.createElement('platon-page');
    element.setAttribute('name', 'about');
    element.setAttribute('public', '');
    document.body.append(element);
    await vi.waitFor(() => expect(heard).toEqual([{ name: 'about' }]), { timeout: 3000 });
    expect(element.shadowRoot!.textContent).toContain('Салом');
    expect(requests).toEqual(['public/pages/about']);
  });
});
