import { DEFAULT_TIME_ZONE } from '../../core/form/formDateFormats';
import { warmTimeZone } from '../../core/format/warmTimeZone';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import type { AddressQuery } from '../../core/table/initialFilterValues';
import { prefetchForm } from '../../form/data/prefetchForm';
import { prefetchTable } from '../../table/data/prefetchTable';
import { FormView, TableView } from './routeViews';

/** A table or form about to be shown, with what its first calls need. */
export type PrefetchedView =
  | { kind: 'table'; name: string; level: number; isPublic: boolean; query: AddressQuery }
  | { kind: 'form'; name: string; recordId: string | null; isPublic: boolean };

/**
 * Starts the calls a table or form opens with (a table's definition with its first page, a form's
 * definition and record), when the visitor may make them (a public view, or a session), then its chunk:
 * calls first, as a browser sends six requests at a time to one HTTP/1.1 server, in the order made, and a
 * table's chunks are ten. With the calls, the time zone's data for the page's next idle moment (warmTimeZone).
 * Used by the app's route (prefetchRoute) and by `<platon-table>` and `<platon-form>`; safe to run again.
 * Resolves when the chunk is in.
 *
 * @example
 * prefetchView(runtime, { kind: 'form', name: 'appeals', recordId: '12', isPublic: false });
 */
export function prefetchView(runtime: PlatonRuntime, view: PrefetchedView): Promise<unknown> {
  const asks = view.isPublic || Boolean(runtime.store.getState().token);
  if (asks) warmTimeZone(DEFAULT_TIME_ZONE);
  if (view.kind === 'table') {
    if (asks) prefetchTable(runtime.api, view);
    return TableView.preload();
  }
  // The definition starts the expressions' chunk when it arrives.
  if (asks) prefetchForm(runtime.api, view);
  return FormView.preload();
}
