import type { ElementProps } from '../src/core/elements/ElementApi';
import { PLATON_TABLE_API } from '../src/core/elements/platonTableApi';
import { getRuntime } from '../src/core/runtime/platonRuntime';
import { queryFromSearch } from '../src/page/queryFromSearch';
import { TABLE_NAME_REQUIRED } from '../src/table/tableNameRequired';
import { TableView } from '../src/shell/routing/routeViews';
import { defineElement } from './host/defineElement';
import { GuardedElementHost } from './host/GuardedElementHost';
import { startTable } from './start/startTable';
import { tableLevel } from './start/tableLevel';

/**
 * `<platon-table name>`: one server-defined table with its filters, paging, column settings and export
 * (docs/behaviour.md §4).
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
  const tableName = name ?? '';
  return (
    <GuardedElementHost
      config={config}
      onStart={() => startTable(runtime, { name, level, public: isPublic })}
      isPublic={isPublic}
      what="table"
      nameRequiredError={TABLE_NAME_REQUIRED}
      nameRequiredText="Жадвал номи кўрсатилмаган"
      name={tableName}
    >
      <TableView
        runtime={runtime}
        name={tableName}
        level={tableLevel(level)}
        isPublic={isPublic}
        query={queryFromSearch(globalThis.location.search)}
      />
    </GuardedElementHost>
  );
}

export function definePlatonTable(): void {
  defineElement(PLATON_TABLE_API, PlatonTable);
}
