import { setViewport } from '@web/test-runner-commands';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectInfo } from '../src/core/api/contract';
import type { ApiClient } from '../src/core/api/apiClient';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { appealForm } from '../src/form/controls/testing/formFixtures';
import { mountLayout } from '../src/shell/layout/testing/mountLayout';
import { appealDefinition, appealRows } from '../src/table/view/testing/tableFixtures';
import { byText } from '../src/ui/testing/byText';
import { definePlatonForm } from './platonForm';
import { definePlatonTable } from './platonTable';

/** A portal's stylesheet: every part gets its own outline colour, so each is told apart by computed style. */
const PORTAL_CSS = `
  platon-table::part(header), platon-form::part(header), .host-shell::part(header) { outline: 3px solid rgb(10, 0, 0); }
  platon-table::part(grid) { outline: 3px solid rgb(20, 0, 0); }
  platon-table::part(pager) { outline: 3px solid rgb(30, 0, 0); }
  platon-table::part(button), platon-form::part(button) { outline: 3px solid rgb(40, 0, 0); }
  platon-form::part(primary) { outline-color: rgb(45, 0, 0); }
  platon-table::part(input), platon-form::part(input) { outline: 3px solid rgb(50, 0, 0); }
  platon-table::part(dialog) { outline: 3px solid rgb(60, 0, 0); }
`;

const outline = (element: Element | null) => (element ? getComputedStyle(element).outlineColor : 'missing');

describe('parts a portal restyles through ::part() (issue 12)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  runtime.ready = Promise.resolve();
  runtime.api.request = (async (path: string) => {
    if (path.startsWith('public/forms/')) return { data: appealForm({ name: 'feedback', title: 'Мурожаат юбориш', isPublic: true }) };
    if (path.includes('/data?')) return { data: { rows: appealRows(3), page: 1, size: 10, hasMore: false } };
    if (path.includes('/totals?')) return { data: { total: 3, footers: {} } };
    return { data: appealDefinition({ isPublic: true, exportable: true }) };
  }) as ApiClient['request'];
  definePlatonTable();
  definePlatonForm();

  const style = document.createElement('style');
  style.textContent = PORTAL_CSS;
  beforeAll(() => document.head.append(style));
  let element: HTMLElement | undefined;
  afterEach(() => element?.remove());

  function mount(tag: string, name: string): ShadowRoot {
    element = document.createElement(tag);
    element.setAttribute('name', name);
    element.setAttribute('public', '');
    document.body.append(element);
    return element.shadowRoot!;
  }

  it('<platon-table>: header, grid, pager, button, input (the page size) and the export dialog', async () => {
    const shadow = mount('platon-table', 'appeals');
    await vi.waitFor(() => expect(shadow.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(3), { timeout: 3000 });
    expect(outline(shadow.querySelector('.pl-table-toolbar'))).toBe('rgb(10, 0, 0)');
    expect(outline(shadow.querySelector('.pl-table__scroll'))).toBe('rgb(20, 0, 0)');
    expect(outline(shadow.querySelector('.pl-pager'))).toBe('rgb(30, 0, 0)');
    expect(outline(shadow.querySelector('.pl-pager select'))).toBe('rgb(50, 0, 0)');
    const exportButton = byText<HTMLButtonElement>(shadow, 'button', 'Экспорт')!;
    expect(outline(exportButton)).toBe('rgb(40, 0, 0)');
    exportButton.click();
    await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).toBeTruthy(), { timeout: 3000 });
    expect(outline(shadow.querySelector('[role="dialog"]'))).toBe('rgb(60, 0, 0)');
  });

  it('<platon-form>: header, inputs and buttons, the submit one also as primary', async () => {
    const shadow = mount('platon-form', 'feedback');
    await vi.waitFor(() => expect(shadow.querySelector('h2')?.textContent).toBe('Мурожаат юбориш'), { timeout: 3000 });
    expect(outline(shadow.querySelector('h2'))).toBe('rgb(10, 0, 0)');
    expect(outline(shadow.querySelector('[data-field="applicant"] input'))).toBe('rgb(50, 0, 0)');
    expect(outline(byText(shadow, 'button', 'Сақлаш'))).toBe('rgb(45, 0, 0)');
  });

  it("<platon-app>'s top bar is its header", async () => {
    await setViewport({ width: 1400, height: 900 });
    const layout = await mountLayout();
    layout.mounted.host.classList.add('host-shell');
    try {
      expect(outline(layout.shadow.querySelector('.pl-topbar'))).toBe('rgb(10, 0, 0)');
    } finally {
      await layout.mounted.unmount();
    }
  });
});
