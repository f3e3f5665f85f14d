import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { productOf } from '../core/session/permissions';
import { useStore } from 'zustand';
import { EXPORT_JOB_ROWS } from '../core/api/jobContract';
import type { TableDefinition, TableFilterMeta } from '../core/api/tableContract';
import type { ColumnConfig } from '../core/api/tableMetaContract';
import { formatNumber } from '../core/format/formatNumber';
import type { ProjectComponent } from '../core/api/contract';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { startScript } from '../core/scripts/startScript';
import { HeaderComponentsContext, type HeaderComponents } from './view/HeaderComponents';
import { dispatchElementEvent } from '../core/elements/dispatchElementEvent';
import { PLATON_TABLE_API } from '../core/elements/platonTableApi';
import { Button } from '../ui/Button';
import type { Translate } from '../ui/useTranslator';
import { canEditTable } from './data/canEditTable';
import { columnEditLink } from './data/columnEditLink';
import { useTableStyles } from './styles/useTableStyles';
import { filterEditLink } from './data/filterEditLink';
import { logCallFailure } from '../core/api/logCallFailure';
import { sortQuery } from '../core/table/sortQuery';
import type { TableApi } from './data/TableApi';
import { exportJobRequest } from './data/exportJobRequest';
import { tableExportPath } from './data/tableExportPath';
import { useTableData } from './data/useTableData';
import { EXPORT_SPINNER_DELAY_MS } from './export/exportSpinnerDelayMs';
import { applyFilterChange } from './filters/applyFilterChange';
import { FilterChips } from './filters/FilterChips';
import { FiltersToggle } from './filters/FiltersToggle';
import { isEmptyFilterValue } from './filters/isEmptyFilterValue';
import { TableFilters } from './filters/TableFilters';
import { useFiltersCollapsed } from './filters/useFiltersCollapsed';
import { leafColumns } from '../core/table/leafColumns';
import type { HeaderScriptContext } from './scripts/HeaderScriptContext';
import { tableParts } from './parts/tableParts';
import { usePrefetchTableParts } from './parts/usePrefetchTableParts';
import { DataTable } from './view/DataTable';
import { DelayedSpinner } from './view/DelayedSpinner';
import { Pager } from './view/Pager';
import type { TableLinks } from './view/TableLinks';
import { TableToolbar } from './view/TableToolbar';
import { useBodyHeight } from './view/useBodyHeight';
import { useViewportSize } from './view/useViewportSize';
import type { AddressQuery } from '../core/table/initialFilterValues';

// The export modal is its own chunk (docs/behaviour.md §4: lazy-loaded), fetched on the first click on Export.
const ColumnSettingsDialog = tableParts.columnSettingsDialog.Component;
const ExportDialog = lazy(() => import('./export/ExportDialog').then((m) => ({ default: m.ExportDialog })));

export interface TableScreenProps {
  runtime: PlatonRuntime;
  api: TableApi;
  name: string;
  level: number;
  isPublic: boolean;
  definition: TableDefinition;
  links: TableLinks;
  t: Translate;
  /** The address's query; parameters naming a filter preset it. */
  query?: AddressQuery;
  /** A change reloads the rows in place (see useTableData). */
  refresh?: number;
  /** Writes the table's filters, sort and page to the address (see useTableData); absent: the address is only read. */
  onAddress?: (query: Record<string, string>) => void;
  /** The level of the title's heading: 1 where the table is the page's subject (the shell's route), else 2. */
  headingLevel?: 1 | 2;
}

/**
 * A loaded table with everything around it (docs/behaviour.md §4): toolbar (title, top buttons, column settings,
 * export), filters of its level, the grid, and the pager of a server-paged table; the column settings and
 * export dialogs. The body takes the height rule. After each load the host element hears
 * `platon-table-loaded` {rows, page, total}, once the total of the current filters is known too.
 *
 * @example
 * <TableScreen runtime={runtime} api={calls} name="appeals" level={1} isPublic={false} definition={def} links={links} t={t} />
 */
const NO_COMPONENTS: readonly ProjectComponent[] = [];

export function TableScreen({
  runtime,
  api,
  name,
  level,
  isPublic,
  definition,
  links,
  t,
  query,
  refresh,
  onAddress,
  headingLevel,
}: TableScreenProps) {
  const data = useTableData(api, name, level, definition, query, refresh, onAddress);
  usePrefetchTableParts(data.status === 'ready');
  const client = definition.props.paging === 'client';
  const [config, setConfig] = useState<ColumnConfig | null>(definition.columnConfig);
  const [dialog, setDialog] = useState<'settings' | 'export' | null>(null);
  const [exportLoaded, setExportLoaded] = useState(false);
  // Drawn from its first opening on (it stays mounted after, so closing returns focus as before); its code is
  // a chunk of its own, prefetched once the rows are painted.
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const titleId = useId();

  const user = useStore(runtime.store, (s) => s.user);
  const projectComponents = useStore(runtime.store, (s) => s.projectInfo?.components);
  const product = useStore(runtime.store, (s) => productOf(s.projectInfo));
  // Gear links only in the edit mode (core/session/editMode), which TableElement follows.
  const forceUser = useStore(runtime.store, (s) => !s.editLinks);
  const token = useStore(runtime.store, (s) => s.token);
  const editable = canEditTable(definition.props, { user, product, forceUser });
  const headerComponents = useMemo<HeaderComponents>(
    () => ({
      list: projectComponents ?? NO_COMPONENTS,
      start: (component, root, column) =>
        startScript<HeaderScriptContext>(
          runtime,
          component.js!,
          { root, t, component: component.name, table: name, column },
          `table ${name}, header component ${component.name}`,
        ),
    }),
    [projectComponents, runtime, name, t],
  );

  const leaves = useMemo(() => leafColumns(definition.columns), [definition]);
  const filters = useMemo(() => definition.filters.filter((filter) => filter.level === level), [definition, level]);

  const root = useRef<HTMLElement>(null);
  useTableStyles(root);
  const toolbar = useRef<HTMLDivElement>(null);
  const filterBar = useRef<HTMLDivElement>(null);
  const pager = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize();
  const [filtersCollapsed, setFiltersCollapsed] = useFiltersCollapsed(name, level, { root, bar: filterBar }, viewport.height);
  const filterBarId = useId();
  const appliedFilters = filters.filter((filter) => !isEmptyFilterValue(data.filters[filter.dataField])).length;
  const bodyHeight = useBodyHeight({ root, toolbar, filters: filterBar, pager }, viewport.height).body;

  const announced = useRef(0);
  useEffect(() => {
    if (data.status !== 'ready' || !data.totalsSettled || announced.current === data.dataVersion) return;
    announced.current = data.dataVersion;
    dispatchElementEvent(root.current, PLATON_TABLE_API, 'platon-table-loaded', {
      rows: data.rows,
      page: client ? 1 : data.page,
      total: data.totals?.total ?? null,
    });
  }, [data.status, data.totalsSettled, data.dataVersion]);

  function saveConfig(next: ColumnConfig) {
    // Applied at once; a failed save is only logged (docs/behaviour.md §11) and the user keeps the settings for this visit.
    setConfig(next);
    api.saveColumnConfig({ level, tableId: definition.props.tableId, column_config: next }).catch((error: unknown) => {
      logCallFailure(`[platon] column settings of table ${name} could not be saved`, error);
    });
  }

  function openSettings() {
    setSettingsLoaded(true);
    setDialog('settings');
  }

  function openExport() {
    setExportLoaded(true);
    setDialog('export');
  }

  const exportQuery = { level, ...sortQuery(data.sort, leaves), filters: data.filters };
  // Too many rows to wait for: a signed-in table exports as a background job (issue 14). A public one has no
  // user to own a job and always downloads at once; so does a table whose total is not known yet.
  const total = data.totals?.total ?? null;
  const exportJob =
    token && !isPublic && total !== null && total > EXPORT_JOB_ROWS
      ? { name, request: exportJobRequest(exportQuery), appLinks: links.follow ? links : null }
      : null;

  return (
    <HeaderComponentsContext.Provider value={headerComponents}>
      <section ref={root} className="pl-table-screen" aria-labelledby={titleId}>
        <div ref={toolbar}>
          <TableToolbar
            title={definition.props.title}
            titleId={titleId}
            headingLevel={headingLevel}
            buttons={definition.buttons}
            links={links}
            onColumnSettings={token && !isPublic ? openSettings : undefined}
            onExport={definition.props.exportable ? openExport : undefined}
            filtersToggle={
              filters.length ? (
                <>
                  <FiltersToggle
                    collapsed={filtersCollapsed}
                    applied={appliedFilters}
                    controls={filterBarId}
                    onToggle={() => setFiltersCollapsed(!filtersCollapsed)}
                    t={t}
                  />
                  {filtersCollapsed ? (
                    <FilterChips
                      filters={filters}
                      values={data.filters}
                      onRemove={(filter) => data.setFilters(applyFilterChange(filters, data.filters, filter.dataField, null))}
                      t={t}
                    />
                  ) : null}
                </>
              ) : null
            }
            t={t}
          />
        </div>
        {filters.length ? (
          // Folded, the bar stays mounted (hidden): a typed value waiting for its debounce is not lost.
          <div ref={filterBar} id={filterBarId} hidden={filtersCollapsed}>
            <TableFilters
              runtime={runtime}
              filters={filters}
              values={data.filters}
              onChange={data.setFilters}
              gearLink={editable ? (filter: TableFilterMeta) => filterEditLink(filter.id, name, level) : undefined}
              links={links}
            />
          </div>
        ) : null}
        {data.status === 'failed' ? (
          <div className="pl-alert pl-alert--danger pl-table-screen__error" role="alert">
            <span>{t('Маълумотларни юклашда хатолик')}</span>
            <Button onClick={data.retry}>{t('Қайта урунинг')}</Button>
          </div>
        ) : null}
        <DataTable
          columns={definition.columns}
          settings={definition.props}
          columnConfig={config}
          buttons={definition.buttons}
          rows={data.rows}
          page={client ? 1 : data.page}
          pageSize={client ? data.rows.length : data.size}
          sort={data.sort}
          onSortChange={data.setSort}
          clientSort={client}
          footers={data.totals?.footers ?? null}
          t={t}
          links={links}
          columnEditLink={editable ? columnEditLink : null}
          bodyHeight={bodyHeight}
          loading={data.status === 'loading'}
          labelledBy={titleId}
        />
        <div ref={pager}>
          {client ? (
            <p className="pl-pager pl-pager__total">{data.totals ? t('Жами: {0}', { 0: formatNumber(data.totals.total) }) : ''}</p>
          ) : (
            <Pager
              page={data.page}
              size={data.size}
              total={data.totals?.total ?? null}
              hasMore={data.hasMore}
              onPage={data.setPage}
              onSize={data.setSize}
              t={t}
            />
          )}
        </div>
        {token && !isPublic && settingsLoaded ? (
          <Suspense fallback={null}>
            <ColumnSettingsDialog
              runtime={runtime}
              open={dialog === 'settings'}
              columns={definition.columns}
              config={config}
              onSave={saveConfig}
              onClose={() => setDialog(null)}
            />
          </Suspense>
        ) : null}
        {exportLoaded ? (
          <Suspense fallback={<DelayedSpinner delay={EXPORT_SPINNER_DELAY_MS} text={t('Юкланмоқда...')} />}>
            <ExportDialog
              runtime={runtime}
              open={dialog === 'export'}
              title={definition.props.title}
              path={tableExportPath(name, exportQuery, isPublic)}
              fileName={`${name}.xlsx`}
              job={exportJob}
              onClose={() => setDialog(null)}
            />
          </Suspense>
        ) : null}
      </section>
    </HeaderComponentsContext.Provider>
  );
}
