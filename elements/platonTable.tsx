import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_TABLE_API } from '../src/core/elements/platonTableApi';
import { prefetchUser } from '../src/core/auth/prefetchUser';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { prefetchTable } from '../src/table/data/prefetchTable';
import { TABLE_NAME_REQUIRED } from '../src/table/tableNameRequired';
import { preloadableLazy } from '../src/ui/preloadableLazy';
import { defineElement } from './host/defineElement';
import { GuardedElementHost } from './host/GuardedElementHost';

// The table code (TanStack Table and Virtual, the grid, filters) is its own chunk: the entry stays small.
const TableElement = preloadableLazy(() => import('../src/table/TableElement').then((m) => m.TableElement));

/**
 * `<platon-table name>`: one server-defined table with its filters, paging, column settings and export
 * (SPEC §2.8).
 *
 * Attributes (`name`, `level`, `public` and the shared configuration), events (`platon-table-loaded`,
 * `platon-table-row-click`, `platon-table-selection-change`) and parts: src/core/elements/platonTableApi.ts.
 *
 * @example
 * <platon-table name="appeals"></platon-table>
 * <platon-table public name="news" api-base="https://example.uz/api/"></platon-table>
 */
function PlatonTable({ name, level, public: isPublic, ...config }: ElementProps<typeof PLATON_TABLE_API>) {
  const runtime = getRuntime();
  // The table's chunk, the user and the definition with its first page start together as the element
  // connects, not one after the other behind the project info and the translations (issue 13). The calls
  // go first: a browser sends six requests at a time to one HTTP/1.1 server, in the order made, and the
  // table's chunks are ten.
  const start = () => {
    if (!isPublic) prefetchUser(runtime);
    const query = queryFromSearch(globalThis.location.search);
    if (isPublic || runtime.store.getState().token)
      prefetchTable(runtime.api, { name: name ?? '', level: levelOf(level), isPublic, query });
    return TableElement.preload();
  };
  const tableName = name ?? '';
  return (
    <GuardedElementHost
      config={config}
      onStart={start}
      isPublic={isPublic}
      what="table"
      nameRequiredError={TABLE_NAME_REQUIRED}
      nameRequiredText="Жадвал номи кўрсатилмаган"
      name={tableName}
    >
      <TableElement
        runtime={runtime}
        name={tableName}
        level={levelOf(level)}
        isPublic={isPublic}
        query={queryFromSearch(globalThis.location.search)}
      />
    </GuardedElementHost>
  );
}

function levelOf(level: number | undefined): number {
  return level && level > 0 ? level : 1;
}

export function definePlatonTable(): void {
  defineElement(PLATON_TABLE_API, PlatonTable);
}
