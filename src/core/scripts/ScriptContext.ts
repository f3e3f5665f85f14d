import type { ApiClient } from '../api/apiClient';
import type { User } from '../api/contract';
import type { DialogApi } from '../dialogs/createDialogApi';

/**
 * What every administrator's script gets (a page component's, a form element's, a column header
 * component's): an ES module, trusted like the server itself, whose default export is called with this once
 * its DOM is in place, and may return a cleanup function, called when that DOM goes away. Each kind adds
 * what it is about (PageScriptContext, FormElementScriptContext, HeaderScriptContext).
 */
export interface ScriptContext {
  /** The script's DOM: a shadow root of its own, or its container element. Query inside it. */
  root: ShadowRoot | HTMLElement;
  /** The element's shared API client: `get`, `post`, `request`, signed in as the user (or anonymous on public pages). */
  api: ApiClient;
  user: User | null;
  /** Translate a text key in the user's language (`{0}` placeholders from `values`). */
  t(key: string, values?: Record<string, unknown>): string;
  /**
   * The shell's dialogs (docs/behaviour.md §6), opened in the element that shows the script, each a promise of the
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
  /** Aborted when the script's DOM goes away: check it after every await. */
  signal: AbortSignal;
}

export type ScriptCleanup = () => void;

/** A script module's default export. */
export type ScriptSetup<C extends ScriptContext = ScriptContext> = (context: C) => void | ScriptCleanup | Promise<void | ScriptCleanup>;
