import { useEffect, useMemo, useState } from 'react';
import type { TableDefinition, TableTotals } from '../../core/api/tableContract';
import { leafColumns } from '../model/leafColumns';
import type { AddressQuery } from './initialFilterValues';
import { initialTableRequest, pageQuery, type TableRequest } from './initialTableRequest';
import { logCallFailure } from './logCallFailure';
import { sortQuery } from './sortQuery';
import type { TableApi } from './TableApi';
import type { TableDataState } from './TableDataState';

/**
 * The data of one table: page, size, sort and filters, and the calls they cause (src/core/api/tableContract.ts).
 * - a data call whenever the page, size, sort or filters change; a totals call only when the filters change
 *   (the count and footers of the filtered set do not depend on paging or sorting);
 * - a changed size, sort or filter goes back to page 1;
 * - a client-paged table (`paging: 'client'`) loads every row once per filter change, up to MAX_CLIENT_ROWS,
 *   and sorts in the browser, so its sort never calls the server;
 * - a response that arrives after the request changed is dropped: the call is aborted on every change.
 * The rows of the last load stay while the next one is on its way, so paging does not flash an empty table.
 *
 * @example
 * const data = useTableData(calls, 'appeals', 1, definition);
 * data.setPage(2);
 */
export function useTableData(
  api: TableApi,
  name: string,
  level: number,
  definition: TableDefinition,
  /** The address's query: parameters naming a filter preset it (see initialFilterValues). */
  query?: AddressQuery,
  /** A change loads the rows and totals again with the same page, sort and filters (a form saved a record). */
  refresh = 0,
): TableDataState {
  const client = definition.props.paging === 'client';
  const leaves = useMemo(() => leafColumns(definition.columns), [definition]);
  const [request, setRequest] = useState<TableRequest>(() => initialTableRequest(definition, level, query));
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ rows: Record<string, unknown>[]; hasMore: boolean; version: number }>({ rows: [], hasMore: false, version: 0 });
  const [status, setStatus] = useState<TableDataState['status']>('loading');
  const [totals, setTotals] = useState<{ value: TableTotals | null; settled: boolean }>({ value: null, settled: false });

  const sortParams = sortQuery(request.sort, leaves);
  // Keys rather than objects as effect dependencies: a request that means the same sends no second call.
  const filtersKey = JSON.stringify(request.filters);
  const dataKey = client ? filtersKey : JSON.stringify([request.page, request.size, sortParams, request.filters]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    api.page(name, pageQuery(request, level, client, sortParams), controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ rows: page.rows ?? [], hasMore: Boolean(page.hasMore), version: previous.version + 1 }));
        setStatus('ready');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logCallFailure(`[platon] rows of table ${name} could not be loaded`, error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
    // dataKey stands for the request fields it is made of.
  }, [api, name, level, client, dataKey, attempt, refresh]);

  useEffect(() => {
    const controller = new AbortController();
    setTotals((previous) => ({ value: previous.value, settled: false }));
    api.totals(name, { level, filters: request.filters }, controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setTotals({ value, settled: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The rows still show; only the count and the footers are missing.
        logCallFailure(`[platon] totals of table ${name} could not be loaded`, error);
        setTotals({ value: null, settled: true });
      },
    );
    return () => controller.abort();
  }, [api, name, level, filtersKey, attempt, refresh]);

  return {
    ...request,
    rows: loaded.rows,
    hasMore: loaded.hasMore,
    status,
    totals: totals.value,
    totalsSettled: totals.settled,
    dataVersion: loaded.version,
    setPage: (page) => setRequest((current) => ({ ...current, page: Math.max(1, Math.trunc(page)) })),
    setSize: (size) => setRequest((current) => ({ ...current, size, page: 1 })),
    setSort: (sort) => setRequest((current) => ({ ...current, sort, page: client ? current.page : 1 })),
    setFilters: (filters) => setRequest((current) => ({ ...current, filters, page: 1 })),
    retry: () => setAttempt((n) => n + 1),
  };
}
