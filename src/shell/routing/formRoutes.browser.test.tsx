import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../core/api/apiClient';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { appealForm } from '../../form/controls/testing/formFixtures';
import { appealDefinition, appealRows } from '../../table/view/testing/tableFixtures';
import { byText } from '../../ui/testing/byText';
import { deepActiveElement, mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { createShellTestServices } from '../testing/shellTestServices';
import { RouteModal } from './RouteModal';
import { RouteView } from './RouteView';
import { ShellContext } from './ShellContext';
import { useRouteLocation } from './useRouteLocation';

/** The server of these tests: the appeal form with record 7, and the appeal table. */
function serve(runtime: PlatonRuntime) {
  const requests: string[] = [];
  runtime.api.request = (async (path: string, options: RequestOptions = {}) => {
    const method = options.method ?? 'GET';
    requests.push(`${method} ${path}`);
    if (path === 'forms/appeals') return { data: appealForm() };
    if (path === 'forms/appeals/records/7')
      return { data: { id: 7, values: { applicant: 'Алишер', amount: '1500', reason: null }, version: 3 } };
    const body = options.body as { values: Record<string, unknown>; version?: number };
    if (path === 'forms/appeals/records' && method === 'POST') return { data: { id: 51, values: body.values, version: 1 } };
    if (path.startsWith('forms/appeals/records/') && method === 'PUT')
      return { data: { id: Number(path.split('/').at(-1)), values: body.values, version: (body.version ?? 0) + 1 } };
    if (path.startsWith('tables/appeals/data')) return { data: { rows: appealRows(3), page: 1, size: 10, hasMore: false } };
    if (path.startsWith('tables/appeals/totals')) return { data: { total: 3, footers: {} } };
    if (path.startsWith('tables/appeals')) return { data: appealDefinition() };
    throw new Error(`unexpected call ${method} ${path}`);
  }) as PlatonRuntime['api']['request'];
  return requests;
}

function CurrentRoute() {
  const location = useRouteLocation();
  return <RouteView location={location} />;
}

describe('form routes of the shell (docs/behaviour.md §1)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  it('shows /forms/{name} and, once a new record is saved, moves the address to its id without loading again', async () => {
    const shell = createShellTestServices({ path: '/forms/appeals?_mid=4&amount=300' });
    const requests = serve(shell.runtime);
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        <CurrentRoute />
      </ShellContext.Provider>,
    );
    const input = (field: string) => mounted!.shadow.querySelector<HTMLInputElement>(`[data-field="${field}"] input`);
    await vi.waitFor(() => expect(input('amount')?.value).toBe('300'));
    input('applicant')!.focus();
    await sendKeys({ type: 'Нодира' });
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(shell.router.getLocation().fullPath).toBe('/forms/appeals/51?_mid=4'));
    await settle(20);
    expect(requests).toEqual(['GET forms/appeals', 'POST forms/appeals/records']);
    expect(input('applicant')!.value).toBe('Нодира');
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(requests.at(-1)).toBe('PUT forms/appeals/records/51'));
  });

  it('opens a form in a modal titled by the form; saving closes it and the table behind loads again', async () => {
    const shell = createShellTestServices({ path: '/tables/appeals' });
    const requests = serve(shell.runtime);
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <ShellContext.Provider value={shell.services}>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            Очиш
          </button>
          <CurrentRoute />
          {open ? <RouteModal to="/forms/appeals/7?_target=modal_50" width="50%" onClose={() => setOpen(false)} /> : null}
        </ShellContext.Provider>
      );
    }
    mounted = await mountInShadow(<Harness />);
    await vi.waitFor(() => expect(mounted!.shadow.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(3));
    const tableLoads = () => requests.filter((request) => request === 'GET tables/appeals?level=1').length;
    expect(tableLoads()).toBe(1);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]');
    await vi.waitFor(() => expect(dialog()?.querySelector('.pl-dialog__title')?.textContent).toBe('Мурожаат'));
    // The dialog carries the title; the form does not repeat it.
    expect(dialog()!.querySelector('h2.pl-form__title')).toBeNull();
    await vi.waitFor(() => expect(dialog()!.querySelector<HTMLInputElement>('[data-field="applicant"] input')?.value).toBe('Алишер'));
    byText<HTMLButtonElement>(dialog()!, 'button', 'Сақлаш')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(requests).toContain('PUT forms/appeals/records/7');
    await vi.waitFor(() => expect(tableLoads()).toBe(2));
    await vi.waitFor(() => expect(mounted!.shadow.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(3));
    expect(deepActiveElement()).toBe(opener);
  });

  it('closes a modal form with Escape or its Close button, giving the focus back', async () => {
    const shell = createShellTestServices({ path: '/tables/none' });
    serve(shell.runtime);
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <ShellContext.Provider value={shell.services}>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            Очиш
          </button>
          {open ? <RouteModal to="/forms/appeals?_target=modal" width="80%" onClose={() => setOpen(false)} /> : null}
        </ShellContext.Provider>
      );
    }
    mounted = await mountInShadow(<Harness />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]');
    opener.focus();
    opener.click();
    await vi.waitFor(() => expect(dialog()?.querySelector('[data-field="applicant"] input') ?? null).not.toBeNull());
    dialog()!.querySelector<HTMLInputElement>('[data-field="applicant"] input')!.focus();
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await settle(20);
    expect(deepActiveElement()).toBe(opener);
    opener.click();
    await vi.waitFor(() => expect(dialog()?.querySelector('[data-field="applicant"] input') ?? null).not.toBeNull());
    byText<HTMLButtonElement>(dialog()!, '.pl-form__footer button', 'Ёпиш')!.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());
  });

  it('Escape in the form’s delete confirmation closes only the confirmation', async () => {
    const shell = createShellTestServices({ path: '/tables/none' });
    serve(shell.runtime);
    const closed = vi.fn();
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        <RouteModal to="/forms/appeals/7?_target=modal" width="80%" onClose={closed} />
      </ShellContext.Provider>,
    );
    const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]');
    await vi.waitFor(() => expect(byText(dialog()!, 'button', 'Ўчириш')).not.toBeNull());
    byText<HTMLButtonElement>(dialog()!, 'button', 'Ўчириш')!.click();
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="alertdialog"]')).not.toBeNull());
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="alertdialog"]')).toBeNull());
    await settle(50);
    expect(closed).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });
});
