import type { ElementProps } from '../../src/core/elements/ElementApi';
import type { PLATON_TABLE_API } from '../../src/core/elements/platonTableApi';
import { prefetchUser } from '../../src/core/auth/prefetchUser';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { queryFromSearch } from '../../src/page/queryFromSearch';
import { TableView } from '../../src/shell/routing/routeViews';
import { prefetchTable } from '../../src/table/data/prefetchTable';
import { tableLevel } from './tableLevel';

/**
 * What `<platon-table>` starts as it connects: the user, the definition with the first page of the view
 * the address describes, and the table's chunk, together rather than one after the other behind the project
 * info and the translations (issue 13). The calls go first: a browser sends six requests at a time to one
 * HTTP/1.1 server, in the order made, and the table's chunks are ten. Safe to run again for the same
 * element (each start is kept); resolves when the chunk is in.
 *
 * @example
 * startTable(runtime, { name: 'appeals', level: undefined, public: false });
 */
export function startTable(
  runtime: PlatonRuntime,
  props: Pick<ElementProps<typeof PLATON_TABLE_API>, 'name' | 'level' | 'public'>,
): Promise<unknown> {
  const { name, level, public: isPublic } = props;
  if (!isPublic) prefetchUser(runtime);
  if (isPublic || runtime.store.getState().token)
    prefetchTable(runtime.api, {
      name: name ?? '',
      level: tableLevel(level),
      isPublic,
      query: queryFromSearch(globalThis.location.search),
    });
  return TableView.preload();
}
