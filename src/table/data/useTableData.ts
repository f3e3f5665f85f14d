import { useEffect, useMemo, useRef, useState } from 'react';
import type { TableDefinition, TableTotals } from '../../core/api/tableContract';
import { leafColumns } from '../../core/table/leafColumns';
import type { AddressQuery } from '../../core/table/initialFilterValues';
import { pageQuery } from '../../core/table/pageQuery';
import { logCallFailure } from '../../core/api/logCallFailure';
import { sortQuery } from '../../core/table/sortQuery';
import type { TableApi } from './TableApi';
import { readTableAddress, tableAddressKey, writeTableAddress, type TableAddressState } from '../../core/table/tableAddress';
import type { TableDataState } from './TableDataState';

type Request = TableAddressState;
const NO_QUERY: AddressQuery = {};

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
 * The address holds the filters, sort and page (tableAddress): the table opens as the query says, follows
 * it when it changes from outside (back and forward, a menu link to the same table with other presets),
 * and, given `onAddress`, writes each change of the user's there; without it (a `<platon-table>` on a host
 * page) the host's address is only read.
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
  /** The address's query: the filters, sort and page it names (see tableAddress). */
  query?: AddressQuery,
  /** A change loads the rows and totals again with the same page, sort and filters (a form saved a record). */
  refresh = 0,
  /** Puts the table's state in the address: the whole new query, other parameters kept (see tableAddress). */
  onAddress?: (query: Record<string, string>) => void,
): TableDataState {
  const client = definition.props.paging === 'client';
  const leaves = useMemo(() => leafColumns(definition.columns), [definition]);
  const address = query ?? NO_QUERY;
  const [request, setRequest] = useState<Request>(() => readTableAddress(definition, level, address));
  // The address changed from outside (back, forward, a menu link): its state replaces the table's, unless
  // it says what the table already shows (the table's own write coming back).
  const addressKey = tableAddressKey(definition, level, address);
  const [followedKey, setFollowedKey] = useState(addressKey);
  if (followedKey !== addressKey) {
    setFollowedKey(addressKey);
    const fromAddress = readTableAddress(definition, level, address);
    if (JSON.stringify(fromAddress) !== JSON.stringify(request)) setRequest(fromAddress);
  }
  const change = (next: Request) => {
    setRequest(next);
    onAddress?.(writeTableAddress(definition, level, address, next));
  };
  const [attempt, setAttempt] = useState(0);
  const sortParams = sortQuery(request.sort, leaves);
  // Keys rather than objects as effect dependencies: a request that means the same sends no second call.
  const filtersKey = JSON.stringify(request.filters);
  const dataKey = client ? filtersKey : JSON.stringify([request.page, request.size, sortParams, request.filters]);

  // A first page that the element prefetched and that has already arrived is drawn in the first render, and
  // the first run of the data effect, for that very request, asks nothing.
  const arrivedKey = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<{ rows: Record<string, unknown>[]; hasMore: boolean; version: number }>(() => {
    const page = api.arrivedPage?.(name, pageQuery(request, level, client, sortParams));
    if (!page) return { rows: [], hasMore: false, version: 0 };
    arrivedKey.current = dataKey;
    return { rows: page.rows ?? [], hasMore: Boolean(page.hasMore), version: 1 };
  });
  const [status, setStatus] = useState<TableDataState['status']>(() => (arrivedKey.current ? 'ready' : 'loading'));
  const [totals, setTotals] = useState<{ value: TableTotals | null; settled: boolean }>({ value: null, settled: false });

  useEffect(() => {
    const arrived = arrivedKey.current === dataKey;
    arrivedKey.current = null;
    if (arrived) return;
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
    setPage: (page) => change({ ...request, page: Math.max(1, Math.trunc(page)) }),
    setSize: (size) => change({ ...request, size, page: 1 }),
    setSort: (sort) => change({ ...request, sort, page: client ? request.page : 1 }),
    setFilters: (filters) => change({ ...request, filters, page: 1 }),
    retry: () => setAttempt((n) => n + 1),
  };
}
