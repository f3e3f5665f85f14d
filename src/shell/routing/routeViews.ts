import { preloadableLazy } from '../../ui/preloadableLazy';

// Tables are their own chunk (TanStack Table and Virtual, the grid): routes without one do not load it.
// Preloadable, so the app (prefetchRoute) and the `<platon-table>` and `<platon-form>` elements (startTable,
// startForm) start the chunk as they connect.
export const TableView = preloadableLazy(() => import('../../table/TableElement').then((m) => m.TableElement));
// Forms likewise (react-hook-form and the controls).
export const FormView = preloadableLazy(() => import('../../form/FormElement').then((m) => m.FormElement));
