import type { ScriptContext, ScriptSetup } from '../core/scripts/ScriptContext';

/** The route query of a page: repeated keys are arrays, as the server parses them. */
export type PageQuery = Record<string, string | string[]>;

/**
 * What a page script gets (docs/behaviour.md §6): the shared script context (root, api, user, t, dialogs, signal) and
 * the page it runs on. It is called once per component per visit, after the component's HTML is in place;
 * the cleanup it may return is called when the page is left.
 *
 * @example
 * // platon_page_components.scripts entry
 * export default async function ({ root, api, signal }) {
 *   const { data: menus } = await api.get('menus');
 *   if (!signal.aborted) root.querySelector('[data-field="count"]').textContent = String(menus.length);
 * }
 */
export interface PageScriptContext extends ScriptContext {
  /** The component's root: its own shadow root when scoped, else its container element. */
  root: ShadowRoot | HTMLElement;
  /** Page name, as in `GET pages/{name}`. */
  page: string;
  component: string;
  /** The definition's `data`; the reference server puts the route query in `data.query`. */
  data: unknown;
  query: PageQuery;
}

/** A page script module's default export. */
export type PageScriptSetup = ScriptSetup<PageScriptContext>;
