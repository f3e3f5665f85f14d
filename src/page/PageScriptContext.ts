import type { ApiClient } from '../core/api/apiClient';
import type { User } from '../core/api/contract';
import type { DialogApi } from '../core/dialogs/createDialogApi';

/** The route query of a page: repeated keys are arrays, as the server parses them. */
export type PageQuery = Record<string, string | string[]>;

/**
 * What a page script gets. A page script is an ES module (administrator-authored, so trusted like the
 * server itself); its default export is called with this context once per component per visit, after the
 * component's HTML is in place, and may return a cleanup function, called when the page is left.
 *
 * @example
 * // platon_page_components.scripts entry
 * export default async function ({ root, api, signal }) {
 *   const { data: menus } = await api.get('menus');
 *   if (!signal.aborted) root.querySelector('[data-field="count"]').textContent = String(menus.length);
 * }
 */
export interface PageScriptContext {
  /** The component's root: its own shadow root when scoped, else its container element. Query inside it. */
  root: ShadowRoot | HTMLElement;
  /** Page name, as in `GET pages/{name}`. */
  page: string;
  component: string;
  /** The definition's `data`; the reference server puts the route query in `data.query`. */
  data: unknown;
  query: PageQuery;
  /** The page's shared API client: `get`, `post`, `request`, signed in as the user (or anonymous on public pages). */
  api: ApiClient;
  user: User | null;
  /** Translate a text key in the user's language (`{0}` placeholders from `values`). */
  t(key: string, values?: Record<string, unknown>): string;
  /**
   * The shell's dialogs (SPEC §2.6), opened in the element that shows this page, each a promise of the
   * user's answer: `confirm`, `messageBox` (`alert`), `prompt`, `contextMenu`, `tooltip`, `toast`, `preview`.
   *
   * @example
   * export default function ({ root, dialogs }) {
   *   root.querySelector('button').onclick = async () => {
   *     if (await dialogs.confirm('Тизимдан чиқишни хоҳлайсизми?')) location.href = '/system/logout';
   *   };
   * }
   */
  dialogs: DialogApi;
  /** Aborted when the page is left: check it after every await. */
  signal: AbortSignal;
}

export type PageScriptCleanup = () => void;

/** A page script module's default export. */
export type PageScriptSetup = (context: PageScriptContext) => void | PageScriptCleanup | Promise<void | PageScriptCleanup>;
