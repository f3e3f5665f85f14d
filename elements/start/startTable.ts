import type { ElementProps } from '../../src/core/elements/ElementApi';
import type { PLATON_TABLE_API } from '../../src/core/elements/platonTableApi';
import { prefetchUser } from '../../src/core/auth/prefetchUser';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { queryFromSearch } from '../../src/page/queryFromSearch';
import { prefetchView } from '../../src/shell/routing/prefetchView';
import { tableLevel } from './tableLevel';

/**
 * What `<platon-table>` starts as it connects: the user, the definition with the first page of the view
 * the address describes, and the table's chunk (prefetchView), together rather than one after the other
 * behind the project info and the translations (issue 13). Safe to run again for the same element; resolves
 * when the chunk is in.
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
  const query = queryFromSearch(globalThis.location.search);
  return prefetchView(runtime, { kind: 'table', name: name ?? '', level: tableLevel(level), isPublic, query });
}
