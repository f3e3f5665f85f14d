import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo, User } from '../core/api/contract';
import { createRuntime } from '../core/runtime/platonRuntime';
import { mountInShadow, type Mounted } from '../ui/testing/mountInShadow';
import { appealForm, fakeFormApi } from './controls/testing/formFixtures';
import { FormElement } from './FormElement';

// Light controls are chunks of their own (lazyControls.ts): the form's load waits for them, so a form is drawn
// whole the first time, with no placeholder that its control then replaces and pushes what is below it.
// Its own file: a page fetches each chunk once, and a test before it would have fetched them already.
describe("a form's first drawing", () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  it('has its tabs, buttons, dates, password and masked fields drawn at once', async () => {
    const definition = appealForm({}, [
      {
        id: 1,
        type: 'tab_container',
        children: [
          {
            id: 2,
            type: 'tab',
            label: 'Асосий',
            children: [
              { id: 3, type: 'input', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00' },
              { id: 4, type: 'date', dataField: 'due', label: 'Муддати' },
              { id: 5, type: 'password', dataField: 'secret', label: 'Махфий сўз' },
            ],
          },
        ],
      },
      { id: 6, type: 'button', label: 'Текшириш', action: 'validate' },
    ]);
    const runtime = createRuntime();
    runtime.store.setState({
      token: 'tok',
      authenticated: true,
      user: { id: 1, username: 'u', permissions: ['appeals.edit'] } as unknown as User,
      projectInfo: { product: 'platon' } as ProjectInfo,
      locale: 'uz',
    });
    const placeholders: string[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches('[data-suspense-fallback]') || node.querySelector('[data-suspense-fallback]')))
            placeholders.push(node.outerHTML.slice(0, 200));
    });
    mounted = await mountInShadow(<FormElement runtime={runtime} name="appeals" isPublic={false} formApi={fakeFormApi(definition, [])} />, {
      onFirstCommit: (shadow) => watcher.observe(shadow, { childList: true, subtree: true }),
    });
    const shadow = mounted.shadow;
    await vi.waitFor(() => expect(shadow.querySelector('[role="tab"]')?.textContent).toBe('Асосий'));
    expect(shadow.querySelector('[data-field="phone"] input')).not.toBeNull();
    expect(shadow.querySelector('[data-field="due"] input')).not.toBeNull();
    expect(shadow.querySelector('[data-field="secret"] input[type="password"]')).not.toBeNull();
    expect([...shadow.querySelectorAll('button')].some((button) => button.textContent?.includes('Текшириш'))).toBe(true);
    watcher.disconnect();
    expect(placeholders).toEqual([]);
  });
});
