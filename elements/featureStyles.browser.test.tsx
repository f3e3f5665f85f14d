import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../src/core/api/apiClient';
import { createDialogApi } from '../src/core/dialogs/createDialogApi';
import type { ProjectInfo } from '../src/core/api/contract';
import { getRuntime, type PlatonRuntime } from '../src/core/runtime/platonRuntime';
import { appealForm } from '../src/form/controls/testing/formFixtures';
import { RouteModal } from '../src/shell/routing/RouteModal';
import { ShellContext } from '../src/shell/routing/ShellContext';
import { createShellTestServices } from '../src/shell/testing/shellTestServices';
import { appealDefinition, appealRows } from '../src/table/view/testing/tableFixtures';
import { mountInShadow, type Mounted } from '../src/ui/testing/mountInShadow';
import { definePlatonForm } from './platonForm';
import { definePlatonTable } from './platonTable';

/** The server of these tests: the public appeal form and table. */
function serve(runtime: PlatonRuntime) {
  runtime.api.request = (async (path: string, options: RequestOptions = {}) => {
    if (path.endsWith('forms/appeals')) return { data: appealForm({ title: 'Мурожаат' }) };
    if (path.endsWith('forms/documents'))
      return { data: appealForm({ name: 'documents' }, [{ id: 21, type: 'file', dataField: 'files', label: 'Ҳужжатлар' }]) };
    if (path.endsWith('forms/appeals/records/7'))
      return { data: { id: 7, values: { applicant: 'Алишер', amount: '1500', reason: null }, version: 3 } };
    if (path.includes('tables/appeals/data')) return { data: { rows: appealRows(3), page: 1, size: 10, hasMore: false } };
    if (path.includes('tables/appeals/totals')) return { data: { total: 3, footers: {} } };
    if (path.includes('tables/appeals')) return { data: appealDefinition({ isPublic: true }) };
    throw new Error(`unexpected call ${options.method ?? 'GET'} ${path}`);
  }) as ApiClient['request'];
}

/** Where the sheet holding a rule that starts with `selector` sits in the root's adopted sheets (-1: none). */
function sheetIndex(root: ShadowRoot, selector: string): number {
  return root.adoptedStyleSheets.findIndex((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.startsWith(selector)));
}

/** Base sheet first, the feature's next, the themes after it: the cascade the single runtime sheet had. */
function expectRanked(root: ShadowRoot, featureSelector: string) {
  const base = sheetIndex(root, ':host');
  const feature = sheetIndex(root, featureSelector);
  const themes = sheetIndex(root, '.pl-frame[data-theme');
  expect(base).toBe(0);
  expect(feature).toBeGreaterThan(base);
  expect(themes).toBeGreaterThan(feature);
}

describe('each feature adopts its own styles when its chunk loads (docs/architecture.md)', () => {
  const runtime = getRuntime();
  runtime.store.setState({ projectInfo: { product: 'platon', defaultLocale: 'uz', enabledLocales: ['uz'] } as unknown as ProjectInfo });
  runtime.ready = Promise.resolve();
  serve(runtime);
  definePlatonTable();
  definePlatonForm();

  let element: HTMLElement | undefined;
  let mounted: Mounted | undefined;
  afterEach(async () => {
    element?.remove();
    element = undefined;
    await mounted?.unmount();
    mounted = undefined;
  });

  /** Puts `<tag name>` (public unless told) on the page and resolves to its shadow root. */
  function mount(tag: 'platon-table' | 'platon-form', isPublic = true, name = 'appeals'): ShadowRoot {
    element = document.createElement(tag);
    element.setAttribute('name', name);
    if (isPublic) element.setAttribute('public', '');
    document.body.append(element);
    return element.shadowRoot!;
  }

  /** A public form's shadow root once its first field is drawn. */
  async function mountForm(): Promise<ShadowRoot> {
    const root = mount('platon-form');
    await vi.waitFor(() => expect(root.querySelector('[data-field="applicant"] input')).not.toBeNull(), { timeout: 3000 });
    return root;
  }

  it('styles a standalone <platon-table> with the table sheet, after the base sheet and before the themes', async () => {
    const root = mount('platon-table');
    await vi.waitFor(() => expect(root.querySelectorAll('tbody tr[data-row-index]')).toHaveLength(3), { timeout: 3000 });
    // Only the table's sheet sets these: the browser's defaults are border-collapse: collapse and a block pager.
    expect(getComputedStyle(root.querySelector('.pl-table__grid')!).borderCollapse).toBe('separate');
    expect(getComputedStyle(root.querySelector('.pl-pager')!).display).toBe('flex');
    expectRanked(root, '.pl-table-screen');
    // A page with only a table carries no form or shell rules.
    expect(sheetIndex(root, '.pl-form__grid')).toBe(-1);
    expect(sheetIndex(root, '.pl-layout')).toBe(-1);
  });

  it('styles a standalone <platon-form> with the form sheet, after the base sheet and before the themes', async () => {
    const root = await mountForm();
    const grid = getComputedStyle(root.querySelector('.pl-form__grid')!);
    expect(grid.display).toBe('grid');
    expect(grid.gridTemplateColumns.split(' ')).toHaveLength(12);
    expectRanked(root, '.pl-form-screen');
    expect(sheetIndex(root, '.pl-table-screen')).toBe(-1);
  });

  it("adopts the dialog area's sheet with the first message box, not with every element", async () => {
    const root = await mountForm();
    // A page with only a form carried the rules of message boxes, menus, previews and the import dialog.
    expect(sheetIndex(root, '.pl-message-box')).toBe(-1);
    const shown = createDialogApi(runtime.dialogs, runtime.toasts).messageBox({ message: 'Сақланди', type: 'success' });
    await vi.waitFor(() => expect(root.querySelector('.pl-message-box')).not.toBeNull(), { timeout: 3000 });
    expect(getComputedStyle(root.querySelector('.pl-message-box')!).display).toBe('flex');
    expectRanked(root, '.pl-message-box');
    root.querySelector<HTMLButtonElement>('.pl-dialog__footer button')!.click();
    await shown;
  });

  it('adopts the sign-in sheet only where an element shows the sign-in', async () => {
    // The base sheet carried the sign-in card, its tabs, the signature keys and social sign-in for every element.
    expect(sheetIndex(await mountForm(), '.pl-card')).toBe(-1);
    element!.remove();

    const root = mount('platon-form', false);
    await vi.waitFor(() => expect(root.querySelector('.pl-card')).not.toBeNull(), { timeout: 3000 });
    expect(getComputedStyle(root.querySelector('.pl-card')!).borderRadius).toBe('12px');
    const base = sheetIndex(root, ':host');
    expect(sheetIndex(root, '.pl-card')).toBeGreaterThan(base);
    expect(sheetIndex(root, '.pl-card')).toBeLessThan(sheetIndex(root, '.pl-frame[data-theme'));
  });

  it("adopts the upload controls' sheet with the first upload field, not with every form", async () => {
    // With react-easy-crop's rules it was 2 KiB gzip of every form's code.
    expect(sheetIndex(await mountForm(), '.pl-files')).toBe(-1);
    element!.remove();

    const root = mount('platon-form', true, 'documents');
    await vi.waitFor(() => expect(root.querySelector('.pl-files')).not.toBeNull(), { timeout: 3000 });
    expect(getComputedStyle(root.querySelector('.pl-files')!).display).toBe('flex');
    expect(sheetIndex(root, '.pl-files')).toBeGreaterThan(sheetIndex(root, '.pl-form-screen'));
    expect(sheetIndex(root, '.pl-files')).toBeLessThan(sheetIndex(root, '.pl-frame[data-theme'));
  });

  it('styles a form the shell opens in a route modal', async () => {
    const shell = createShellTestServices({ path: '/tables/none' });
    serve(shell.runtime);
    mounted = await mountInShadow(
      <ShellContext.Provider value={shell.services}>
        <RouteModal to="/forms/appeals/7?_target=modal_50" width="50%" onClose={() => {}} />
      </ShellContext.Provider>,
    );
    const dialog = () => mounted!.shadow.querySelector<HTMLElement>('[role="dialog"]');
    await vi.waitFor(() => expect(dialog()?.querySelector<HTMLInputElement>('[data-field="applicant"] input')?.value).toBe('Алишер'), {
      timeout: 3000,
    });
    expect(getComputedStyle(dialog()!.querySelector('.pl-form__grid')!).display).toBe('grid');
    // The screen is a flex column, another rule of the form sheet only.
    expect(getComputedStyle(dialog()!.querySelector('.pl-form-screen')!).display).toBe('flex');
    expectRanked(mounted.shadow, '.pl-form-screen');
  });
});
