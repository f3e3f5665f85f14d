import { sendKeys } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/api/apiClient';
import type { ProjectInfo, User } from '../core/api/contract';
import { EXPORT_JOB_ROWS } from '../core/api/jobContract';
import { MAX_CLIENT_ROWS, type TableDefinition } from '../core/api/tableContract';
import { fakeJobServer } from '../core/jobs/testing/fakeJobServer';
import { createRuntime, type PlatonRuntime } from '../core/runtime/platonRuntime';
import { followEditMode, setEditMode } from '../core/session/editMode';
import { byText } from '../ui/testing/byText';
import { ElementErrorBoundary } from '../ui/ElementErrorBoundary';
import { mountInShadow, settle, type Mounted } from '../ui/testing/mountInShadow';
import { prefetchTable } from './data/prefetchTable';
import { firstPageQuery } from '../core/table/firstPageQuery';
import { tableQueryString } from '../core/table/tableQueryString';
import { TableElement } from './TableElement';
import { TABLE_NAME_REQUIRED } from './tableNameRequired';
import { fakeTableApi, type FakeTableApi } from './view/testing/fakeTableApi';
import { appealDefinition, appealRows } from './view/testing/tableFixtures';

function runtimeFor(permissions: string[] | null, forceUser = false, editMode = true): PlatonRuntime {
  const runtime = createRuntime();
  runtime.store.setState({
    token: permissions ? 'tok' : null,
    authenticated: Boolean(permissions),
    user: permissions ? ({ id: 1, username: 'u', permissions } as unknown as User) : null,
    projectInfo: { product: 'platon' } as ProjectInfo,
    forceUser,
  });
  // The administrators' edit mode (the top bar's switch) is on unless a test says otherwise.
  followEditMode(runtime.store);
  setEditMode(runtime.store, editMode);
  // The audit trail of a table visit is not what these tests are about.
  runtime.api.post = (async () => ({})) as PlatonRuntime['api']['post'];
  return runtime;
}

const subjectFilter = { id: 41, level: 1, type: 'input' as const, dataField: 'name', label: 'Исм бўйича' };

describe('TableElement (docs/behaviour.md §4 table page)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  async function mount(
    options: {
      definition?: TableDefinition;
      rows?: Record<string, unknown>[];
      api?: FakeTableApi;
      runtime?: PlatonRuntime;
      name?: string;
    } = {},
  ) {
    const definition = options.definition ?? appealDefinition();
    const api = options.api ?? fakeTableApi(definition, options.rows ?? appealRows(35));
    const runtime = options.runtime ?? runtimeFor(['reports.view']);
    mounted = await mountInShadow(<TableElement runtime={runtime} name={options.name ?? 'appeals'} isPublic={false} tableApi={api} />);
    await settle(20);
    return { shadow: mounted.shadow, host: mounted.host, api };
  }

  const rowNumbers = (shadow: ShadowRoot) =>
    [...shadow.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')].map((row) => row.cells[0].textContent);
  const callsOf = (api: FakeTableApi, kind: 'page' | 'totals') => api.calls.filter((call) => call.kind === kind).map((call) => call.query);

  it('loads the definition, the first page and the totals, and shows the title, rows and count', async () => {
    const runtime = runtimeFor(['reports.view']);
    const opened: unknown[] = [];
    runtime.events.on('OnTableOpened', (detail) => opened.push(detail));
    const { shadow, api } = await mount({ runtime });
    expect(opened).toEqual([{ name: 'appeals', level: 1 }]);
    expect(api.calls.map((call) => call.kind)).toEqual(['definition', 'page', 'totals']);
    expect(callsOf(api, 'page')[0]).toEqual({ level: 1, page: 1, size: 10, sort: null, order: null, filters: {} });
    expect(shadow.querySelector('h2')!.textContent).toBe('Мурожаатлар');
    expect(rowNumbers(shadow)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(shadow.querySelector('.pl-pager__total')!.textContent).toBe('Жами: 35');
    expect(shadow.querySelector('tfoot')!.textContent).toContain('53 750.00');
  });

  /** A runtime whose API answers the definition (with the first page when asked with `first` and `carry`), page and totals. */
  function prefetchingRuntime(carry: boolean) {
    const runtime = runtimeFor(['reports.view']);
    const asked: string[] = [];
    const rows = appealRows(35);
    const page = { rows: rows.slice(0, 10), page: 1, size: 10, hasMore: true };
    runtime.api.request = (async (path: string) => {
      asked.push(path.split('?')[0]);
      if (path.includes('/data')) return { data: page };
      if (path.includes('/totals')) return { data: { total: 35, footers: {} } };
      const definition = appealDefinition();
      const first = carry && new URLSearchParams(path.split('?')[1]).has('first');
      return { data: definition, ...(first ? { firstPage: { query: tableQueryString(firstPageQuery(definition, 1)), page } } : {}) };
    }) as PlatonRuntime['api']['request'];
    return { runtime, asked };
  }

  it('draws a definition and the first page it carried, prefetched and arrived, in its first render, asking neither again', async () => {
    const { runtime, asked } = prefetchingRuntime(true);
    prefetchTable(runtime.api, { name: 'appeals', level: 1, isPublic: false });
    await vi.waitFor(() => expect(asked).toEqual(['tables/appeals']));
    await settle();
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const root = createRoot(shadow);
    try {
      // The first commit, with no task in between for an answer to arrive in: no loading view, the rows.
      flushSync(() => root.render(<TableElement runtime={runtime} name="appeals" isPublic={false} />));
      expect(shadow.textContent).not.toContain('Юкланмоқда');
      expect(rowNumbers(shadow)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      await settle(20);
      expect(asked).toEqual(['tables/appeals', 'tables/appeals/totals']);
      expect(shadow.querySelector('.pl-pager__total')!.textContent).toBe('Жами: 35');
    } finally {
      root.unmount();
      host.remove();
    }
  });

  it('asks for the first page itself when the prefetched definition carried none', async () => {
    const { runtime, asked } = prefetchingRuntime(false);
    prefetchTable(runtime.api, { name: 'appeals', level: 1, isPublic: false });
    mounted = await mountInShadow(<TableElement runtime={runtime} name="appeals" isPublic={false} />);
    await settle(20);
    expect(asked).toEqual(['tables/appeals', 'tables/appeals/data', 'tables/appeals/totals']);
    expect(rowNumbers(mounted.shadow)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('reloads in place on refresh: definition, page and totals again, still on page 2, no spinner, no second visit', async () => {
    const runtime = runtimeFor(['reports.view']);
    const opened: unknown[] = [];
    runtime.events.on('OnTableOpened', (detail) => opened.push(detail));
    const definition = appealDefinition();
    const api = fakeTableApi(definition, appealRows(35));
    const view = (refresh: number) => <TableElement runtime={runtime} name="appeals" isPublic={false} tableApi={api} refresh={refresh} />;
    mounted = await mountInShadow(view(0));
    await settle(20);
    byText<HTMLButtonElement>(mounted.shadow, '.pl-pager button', '2')!.click();
    await settle(20);
    const before = api.calls.length;
    await mounted.render(view(1));
    expect(mounted.shadow.querySelector('.pl-spinner')).toBeNull();
    await settle(20);
    expect(
      api.calls
        .slice(before)
        .map((call) => call.kind)
        .sort(),
    ).toEqual(['definition', 'page', 'totals']);
    expect(callsOf(api, 'page').at(-1)).toMatchObject({ page: 2 });
    expect(rowNumbers(mounted.shadow)[0]).toBe('11');
    expect(opened).toHaveLength(1);
  });

  it('asks for the sorted page on a header click, and numbers page 2 from 11, without asking for the totals again', async () => {
    const { shadow, api } = await mount();
    const amountHeader = [...shadow.querySelectorAll('thead th')].find((th) => th.textContent?.startsWith('Сумма'))!;
    amountHeader.querySelector('button')!.click();
    await settle(20);
    expect(callsOf(api, 'page').at(-1)).toMatchObject({ page: 1, sort: 'amount', order: 1 });
    byText<HTMLButtonElement>(shadow, '.pl-pager button', '2')!.click();
    await settle(20);
    expect(callsOf(api, 'page').at(-1)).toMatchObject({ page: 2, size: 10, sort: 'amount', order: 1 });
    expect(rowNumbers(shadow)[0]).toBe('11');
    expect(byText(shadow, '.pl-pager button', '2')!.getAttribute('aria-current')).toBe('page');
    const select = shadow.querySelector<HTMLSelectElement>('.pl-pager select')!;
    select.value = '20';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(20);
    expect(callsOf(api, 'page').at(-1)).toMatchObject({ page: 1, size: 20 });
    expect(rowNumbers(shadow)).toHaveLength(20);
    expect(callsOf(api, 'totals')).toHaveLength(1);
  });

  it('drops a page that arrives after the user asked for another one', async () => {
    const definition = appealDefinition();
    const api = fakeTableApi(definition, appealRows(35));
    const { shadow } = await mount({ api });
    const answer = api.page;
    let release: () => void = () => undefined;
    // Page 2 answers late, after page 3 is already drawn.
    api.page = async (name, query, signal) => {
      if (query.page === 2) await new Promise<void>((resolve) => (release = resolve));
      return answer(name, query, signal);
    };
    byText<HTMLButtonElement>(shadow, '.pl-pager button', '2')!.click();
    await settle(20);
    byText<HTMLButtonElement>(shadow, '.pl-pager button', '3')!.click();
    await settle(20);
    expect(rowNumbers(shadow)[0]).toBe('21');
    release();
    await settle(20);
    expect(rowNumbers(shadow)[0]).toBe('21');
    expect(shadow.querySelector('tbody tr[data-row-index] a')!.textContent).toBe('21');
  });

  it('asks for the data and the totals again when a filter changes, from page 1', async () => {
    const definition = appealDefinition({}, { filters: [subjectFilter] });
    const { shadow, api } = await mount({ definition });
    byText<HTMLButtonElement>(shadow, '.pl-pager button', '3')!.click();
    await settle(20);
    shadow.querySelector<HTMLInputElement>('.pl-filters input')!.focus();
    await sendKeys({ type: 'чи 3' });
    await vi.waitFor(() => expect(callsOf(api, 'totals')).toHaveLength(2), { timeout: 2000 });
    await settle(20);
    expect(callsOf(api, 'page').at(-1)).toMatchObject({ page: 1, filters: { name: 'чи 3' } });
    expect(callsOf(api, 'totals').at(-1)).toEqual({ level: 1, filters: { name: 'чи 3' } });
    // Мурожаатчи 3 and 30..35
    expect(shadow.querySelector('.pl-pager__total')!.textContent).toBe('Жами: 7');
  });

  it('tells the host element when rows are loaded, with the page and the total', async () => {
    const events: { page: number; total: number; rows: unknown[] }[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    host.addEventListener('platon-data-loaded', (event) => events.push((event as CustomEvent).detail), { capture: true });
    const definition = appealDefinition();
    const api = fakeTableApi(definition, appealRows(35));
    const loaded: unknown[] = [];
    document.addEventListener('platon-data-loaded', (event) => loaded.push((event as CustomEvent).detail));
    const { shadow } = await mount({ api });
    await vi.waitFor(() => expect(loaded).toHaveLength(1));
    expect(loaded[0]).toMatchObject({ page: 1, total: 35 });
    expect((loaded[0] as { rows: unknown[] }).rows).toHaveLength(10);
    byText<HTMLButtonElement>(shadow, '.pl-pager button', '4')!.click();
    await vi.waitFor(() => expect(loaded).toHaveLength(2));
    expect(loaded[1]).toMatchObject({ page: 4, total: 35 });
    expect((loaded[1] as { rows: unknown[] }).rows).toHaveLength(5);
    host.remove();
  });

  it('shows the error view for a table the user may not see or that does not exist', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const denied = await mount({ api: fakeTableApi(appealDefinition(), [], { definition: 403 }) });
      expect(denied.shadow.querySelector('[role="alert"]')!.textContent).toBe('Бу саҳифа кўришга рўхсат берилмаган');
      await mounted!.unmount();
      const missing = await mount({ api: fakeTableApi(appealDefinition(), [], { definition: 404 }) });
      expect(missing.shadow.querySelector('[role="alert"]')!.textContent).toBe('Саҳифа топилмади');
      // Answers the view shows are warnings in the console, not errors.
      expect(warnings).toHaveBeenCalledTimes(2);
    } finally {
      warnings.mockRestore();
    }
  });

  it('says when the rows could not be loaded and loads them again on retry', async () => {
    const api = fakeTableApi(appealDefinition(), appealRows(3), { page: 500 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { shadow } = await mount({ api });
      const alert = shadow.querySelector('.pl-table-screen__error')!;
      expect(alert.textContent).toContain('Маълумотларни юклашда хатолик');
      expect(shadow.querySelector('tbody td')!.textContent).toBe('Жадвалда маълумот йўқ');
      (api as { page: FakeTableApi['page'] }).page = fakeTableApi(appealDefinition(), appealRows(3)).page;
      byText<HTMLButtonElement>(alert, 'button', 'Қайта урунинг')!.click();
      await settle(20);
      expect(rowNumbers(shadow)).toEqual(['1', '2', '3']);
      expect(shadow.querySelector('.pl-table-screen__error')).toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it('asks nothing for a signed-in table once the session is gone (a logout on its way to sign-in)', async () => {
    const { shadow, api } = await mount({ runtime: runtimeFor(null) });
    expect(api.calls).toEqual([]);
    expect(shadow.querySelector('[role="status"]')!.textContent).toBe('Юкланмоқда...');
  });

  it('raises a clear error without a name, which the element’s boundary shows and logs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const runtime = runtimeFor(['x']);
      mounted = await mountInShadow(
        <ElementErrorBoundary
          what="table"
          nameRequiredError={TABLE_NAME_REQUIRED}
          texts={{ nameRequired: 'Жадвал номи кўрсатилмаган', failed: 'Хатолик' }}
        >
          <TableElement runtime={runtime} name="" isPublic={false} tableApi={fakeTableApi(appealDefinition(), [])} />
        </ElementErrorBoundary>,
      );
      await settle();
      expect(mounted.shadow.querySelector('[role="alert"]')!.textContent).toBe('Жадвал номи кўрсатилмаган');
      expect(errors.mock.calls.some((call) => call[0] === TABLE_NAME_REQUIRED)).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('gives administrators gear links on columns and filters of their own project’s tables only', async () => {
    const definition = appealDefinition({}, { filters: [subjectFilter] });
    const gears = (shadow: ShadowRoot) =>
      [...shadow.querySelectorAll('a.pl-table__gear, a.pl-filter__gear')].map((a) => a.getAttribute('href'));

    const admin = await mount({ definition, runtime: runtimeFor(['platon.admin']) });
    expect(gears(admin.shadow)).toContain('/forms/table_columns/9?_target=modal');
    expect(gears(admin.shadow)).toContain('/forms/table_filters/41?_target=modal&table_name=appeals&table_level=1');
    await mounted!.unmount();

    for (const [runtime, props] of [
      [runtimeFor(['platon.admin']), { isBuiltIn: true }],
      [runtimeFor(['platon.admin']), { projectId: 'platon' }],
      [runtimeFor(['platon.admin'], true), {}],
      // The edit mode off (the top bar's switch, issue 43): what a user sees.
      [runtimeFor(['platon.admin'], false, false), {}],
      [runtimeFor(['reports.view']), {}],
    ] as const) {
      const other = await mount({ definition: appealDefinition(props, { filters: [subjectFilter] }), runtime });
      expect(gears(other.shadow)).toEqual([]);
      await mounted!.unmount();
      mounted = undefined;
    }
  });

  it('applies saved column settings at once and posts them; a failed save is only logged', async () => {
    const api = fakeTableApi(appealDefinition(), appealRows(3), { save: 500 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { shadow } = await mount({ api });
      byText<HTMLButtonElement>(shadow, '.pl-table-toolbar button', 'Устунлар созламалари')!.click();
      // The dialog is a chunk of its own: it opens once that has arrived (prefetched after the first rows).
      await vi.waitFor(() => expect(byText(shadow, '.pl-dialog label', 'Телефон')).not.toBeNull());
      const phone = byText<HTMLLabelElement>(shadow, '.pl-dialog label', 'Телефон')!;
      shadow.getElementById(phone.htmlFor)!.click();
      byText<HTMLButtonElement>(shadow, '.pl-dialog button', 'Сақлаш')!.click();
      await settle(20);
      expect([...shadow.querySelectorAll('thead th')].some((th) => th.textContent === 'Телефон')).toBe(false);
      const save = api.calls.find((call) => call.kind === 'save')!.body!;
      expect(save).toMatchObject({ level: 1, tableId: 11 });
      expect(save.column_config.hidden).toEqual([4]);
      await vi.waitFor(() => expect(errors.mock.calls.some((call) => String(call[0]).includes('column settings'))).toBe(true));
    } finally {
      errors.mockRestore();
    }
  });

  it('opens the lazily loaded export dialog for exportable tables', async () => {
    const { shadow } = await mount({ definition: appealDefinition({ exportable: true }) });
    byText<HTMLButtonElement>(shadow, '.pl-table-toolbar button', 'Экспорт')!.click();
    await vi.waitFor(() => expect(shadow.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 3000 });
    await mounted!.unmount();
    const plain = await mount();
    expect(byText(plain.shadow, '.pl-table-toolbar button', 'Экспорт')).toBeNull();
  });

  describe('export of many rows (issue 14)', () => {
    const realFetch = globalThis.fetch;
    const fetched: string[] = [];
    afterEach(() => {
      globalThis.fetch = realFetch;
      fetched.length = 0;
    });

    /** The appeals table counting `total` rows under its filters, exported from its dialog. */
    async function exportWith(total: number, isPublic = false) {
      globalThis.fetch = (async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return new Response('xlsx');
      }) as typeof fetch;
      const runtime = runtimeFor(['reports.view']);
      // The download itself goes out through the page's client, to the stubbed fetch.
      const server = fakeJobServer(runtime, { fallback: createApiClient(runtime.store, { onSessionExpired: () => undefined }).request });
      const definition = appealDefinition({ exportable: true });
      const rows = fakeTableApi(definition, appealRows(35));
      const api: FakeTableApi = {
        ...rows,
        totals: async (name, query, signal) => ({ ...(await rows.totals(name, query, signal)), total }),
      };
      mounted = await mountInShadow(<TableElement runtime={runtime} name="appeals" isPublic={isPublic} tableApi={api} />);
      await vi.waitFor(() => expect(mounted!.shadow.querySelector('.pl-pager__total, .pl-pager')).not.toBeNull());
      await settle(20);
      byText<HTMLButtonElement>(mounted.shadow, '.pl-table-toolbar button', 'Экспорт')!.click();
      await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="dialog"]')).not.toBeNull(), { timeout: 3000 });
      byText<HTMLButtonElement>(mounted.shadow.querySelector('[role="dialog"]')!, 'button', 'Юклаб олиш')!.click();
      await settle(100);
      return server;
    }

    it(`runs as a background job above ${EXPORT_JOB_ROWS} rows, with the table's level, sort and filters`, async () => {
      const server = await exportWith(EXPORT_JOB_ROWS + 1);
      expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST jobs/export/appeals']);
      expect(server.bodies['POST jobs/export/appeals']).toEqual({ level: 1 });
      expect(fetched).toEqual([]);
    });

    it('downloads at once up to the threshold, and always for a public table', async () => {
      const server = await exportWith(EXPORT_JOB_ROWS);
      expect(server.calls).toEqual(['GET export/appeals?level=1']);
      expect(fetched).toHaveLength(1);
      expect(fetched[0]).toContain('export/appeals?level=1');
      await mounted!.unmount();
      mounted = undefined;
      const publicServer = await exportWith(EXPORT_JOB_ROWS * 5, true);
      expect(publicServer.calls).toEqual(['GET public/export/appeals?level=1']);
      expect(fetched.at(-1)).toContain('public/export/appeals?level=1');
    });
  });

  it('on a host page, an export link carries no token in its address and a click downloads through the client with the header', async () => {
    const definition = appealDefinition();
    definition.columns = definition.columns.map((column) => (column.id === 1 ? { ...column, link: 'export/appeals?level=1' } : column));
    const realFetch = globalThis.fetch;
    const fetched: { url: string; authorization: string | null }[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
      return new Response('xlsx');
    }) as typeof fetch;
    const saved: string[] = [];
    // The saved file's anchor is clicked unattached: catch its click before the browser acts on it.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && this.href.startsWith('blob:')) saved.push(this.download);
      else click.call(this);
    };
    try {
      const { shadow } = await mount({ definition });
      const link = shadow.querySelector<HTMLAnchorElement>('tbody tr[data-row-index] a')!;
      expect(link.getAttribute('href')).toBe('/api/export/appeals?level=1');
      link.click();
      await vi.waitFor(() => expect(saved).toEqual(['appeals.xlsx']));
      expect(fetched).toEqual([{ url: '/api/export/appeals?level=1', authorization: 'Bearer tok' }]);
    } finally {
      globalThis.fetch = realFetch;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('loads a client table once and sorts it in the browser without calling the server', async () => {
    const { shadow, api } = await mount({ definition: appealDefinition({ paging: 'client' }), rows: appealRows(30) });
    expect(callsOf(api, 'page')).toEqual([{ level: 1, page: 1, size: MAX_CLIENT_ROWS, filters: {} }]);
    expect(shadow.querySelector('.pl-pager button')).toBeNull();
    const nameHeader = [...shadow.querySelectorAll('thead th')].find((th) => th.textContent?.startsWith('Исм'))!;
    nameHeader.querySelector('button')!.click();
    await settle(20);
    nameHeader.querySelector('button')!.click();
    await settle(20);
    expect(callsOf(api, 'page')).toHaveLength(1);
    const names = [...shadow.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]')].map((row) => row.cells[2].textContent);
    expect(names.slice(0, 2)).toEqual(['Мурожаатчи 9', 'Мурожаатчи 8']);
  });

  it('renamed, asks for the new table only with its own definition, never with the sort of the old one (a 400 on the server)', async () => {
    const runtime = runtimeFor(['reports.view']);
    const appeals = appealDefinition();
    appeals.props = { ...appeals.props, defaultSort: 'region', defaultOrder: -1 };
    const apis = { appeals: fakeTableApi(appeals, appealRows(12)), regions: fakeTableApi(appealDefinition(), appealRows(3)) };
    const asked: { name: string; sort: string | null | undefined }[] = [];
    const api: FakeTableApi = {
      ...apis.appeals,
      definition: (name, level, signal) => apis[name as keyof typeof apis].definition(name, level, signal),
      page: (name, query, signal) => {
        asked.push({ name, sort: query.sort });
        return apis[name as keyof typeof apis].page(name, query, signal);
      },
      totals: (name, query, signal) => apis[name as keyof typeof apis].totals(name, query, signal),
    };
    const view = (name: string) => <TableElement runtime={runtime} name={name} isPublic={false} tableApi={api} />;
    mounted = await mountInShadow(view('appeals'));
    await settle(20);
    expect(asked).toEqual([{ name: 'appeals', sort: 'region' }]);
    await mounted.render(view('regions'));
    await settle(20);
    expect(asked.filter((call) => call.name === 'regions')).toEqual([{ name: 'regions', sort: null }]);
    expect(rowNumbers(mounted.shadow)).toEqual(['1', '2', '3']);
  });

  it('renamed while the old definition is slow, keeps the new table when the old answer arrives late', async () => {
    const runtime = runtimeFor(['reports.view']);
    const regions = appealDefinition({ tableName: 'regions', title: 'Вилоятлар' });
    const apis = { appeals: fakeTableApi(appealDefinition(), appealRows(12)), regions: fakeTableApi(regions, appealRows(3)) };
    let answerAppeals: () => void = () => undefined;
    // The slow answer ignores the abort, as an answer already on its way (a prefetch) does.
    const slowAppeals = new Promise<void>((resolve) => (answerAppeals = resolve)).then(() => apis.appeals.definition('appeals', 1));
    const api: FakeTableApi = {
      ...apis.appeals,
      definition: (name, level, signal) => (name === 'appeals' ? slowAppeals : apis.regions.definition(name, level, signal)),
      page: (name, query, signal) => apis[name as keyof typeof apis].page(name, query, signal),
      totals: (name, query, signal) => apis[name as keyof typeof apis].totals(name, query, signal),
    };
    const view = (name: string) => <TableElement runtime={runtime} name={name} isPublic={false} tableApi={api} />;
    mounted = await mountInShadow(view('appeals'));
    await settle(20);
    await mounted.render(view('regions'));
    await settle(20);
    expect(mounted.shadow.querySelector('h2')!.textContent).toBe('Вилоятлар');
    answerAppeals();
    await settle(20);
    expect(mounted.shadow.querySelector('h2')!.textContent).toBe('Вилоятлар');
    expect(rowNumbers(mounted.shadow)).toEqual(['1', '2', '3']);
  });
});
