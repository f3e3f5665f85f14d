import type { ScriptContext, ScriptSetup } from '../../core/scripts/ScriptContext';

/**
 * What a column header component's script gets (docs/behaviour.md §2 Table column `headerComponent`, Project info
 * `components` `js`): the shared script context, whose `root` is the component's own shadow root in the
 * header cell, and where it is drawn. It runs once the header shows, its cleanup when the header goes.
 *
 * @example
 * // project_settings components entry { name: 'amountHeader', content: '<span class="sum"></span>', js: … }
 * export default async function ({ root, api, table, column, signal }) {
 *   const { data } = await api.get(`tables/${table}/totals`);
 *   if (!signal.aborted) root.querySelector('.sum').textContent = String(data[column] ?? '');
 * }
 */
export interface HeaderScriptContext extends ScriptContext {
  root: ShadowRoot;
  /** The project component's name. */
  component: string;
  /** The table's name, as in `GET tables/{name}`. */
  table: string;
  /** The column's dataField (or id when it has none). */
  column: string;
}

/** A header component script module's default export. */
export type HeaderScriptSetup = ScriptSetup<HeaderScriptContext>;
