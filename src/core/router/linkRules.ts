import { withQuery } from './routeLocation';

export type LinkTarget = { kind: 'self' } | { kind: 'blank' } | { kind: 'modal'; width: string };

export type LinkAction =
  | { kind: 'external'; url: string }
  | { kind: 'import'; path: string }
  | { kind: 'logout' }
  | { kind: 'export'; resource: string }
  | { kind: 'internal'; to: string; target: LinkTarget };

/**
 * What following a link does (docs/behaviour.md §1):
 * - `http…` opens in a new window; `/import/…` opens the import dialog; `/system/logout` asks to confirm;
 * - `export/…` resolves to an export download address;
 * - form and page links honour `_target`: `self`, `blank`, or `modal_N` (see modalWidth);
 * - Ctrl/Cmd-click on an internal link opens it in a new tab with `_target=blank`.
 *
 * @example
 * resolveLink('/forms/menus/3?_target=modal_0'); // { kind: 'internal', to: '/forms/menus/3?_target=modal_0', target: { kind: 'modal', width: '80%' } }
 * resolveLink('tables/appeals', { newTab: true }); // internal, '/tables/appeals?_target=blank', blank
 */
export function resolveLink(link: string, options: { newTab?: boolean } = {}): LinkAction {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (path.startsWith('/import/')) return { kind: 'import', path: path.slice('/import/'.length) };
  if (path.startsWith('/export/')) return { kind: 'export', resource: path.slice('/export/'.length) };
  if (path === '/system/logout' || path.startsWith('/system/logout?')) return { kind: 'logout' };

  const url = new URL(path, 'http://platon.invalid');
  const query = Object.fromEntries(url.searchParams);
  if (options.newTab) {
    return { kind: 'internal', to: withQuery(url.pathname, { ...query, _target: 'blank' }) + url.hash, target: { kind: 'blank' } };
  }
  return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}`, target: targetOf(query._target) };
}

/** `_target` of docs/behaviour.md §1; anything unknown behaves as `self`. */
export function targetOf(value: string | undefined): LinkTarget {
  if (!value || value === 'self') return { kind: 'self' };
  if (value === 'blank') return { kind: 'blank' };
  const modal = /^modal(?:_(\d+))?$/.exec(value);
  if (modal) return { kind: 'modal', width: modalWidth(Number(modal[1] ?? 0)) };
  return { kind: 'self' };
}

/**
 * Modal width of `_target=modal_N`: 0 means 80%, above 100 is pixels, otherwise percent.
 *
 * @example
 * modalWidth(0); // '80%'
 * modalWidth(50); // '50%'
 * modalWidth(640); // '640px'
 */
export function modalWidth(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '80%';
  return n > 100 ? `${n}px` : `${n}%`;
}

/**
 * docs/behaviour.md §1 `_mid`: the current menu item's id travels with every navigation, except a menu click, which
 * sets its own. Returns `to` with `_mid` added when it has none.
 */
export function carryMid(to: string, mid: string | undefined): string {
  if (!mid) return to;
  const url = new URL(to, 'http://platon.invalid');
  if (url.searchParams.has('_mid')) return to;
  url.searchParams.set('_mid', mid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The export download address `{apiBase}export/{resource}` (docs/behaviour.md §11), for a link's href, without the access
 * token: a token never goes in an address. A click downloads through the API client (downloadExportLink).
 */
export function exportHref(apiBase: string, resource: string): string {
  const url = new URL(`${apiBase}export/${resource}`, 'http://platon.invalid');
  const absolute = /^https?:\/\//i.test(apiBase);
  return absolute ? url.href : `${url.pathname}${url.search}`;
}

/**
 * Blank mode (docs/behaviour.md §1): no layout when the project says so, on home for visitors, and on form or page
 * routes whose `_target` contains `blank`.
 */
export function isBlankLayout(input: { routeName: string; target?: string; noLayout: boolean; signedIn: boolean }): boolean {
  if (input.noLayout) return true;
  if (input.routeName === 'home' && !input.signedIn) return true;
  const formOrPage = ['form', 'page', 'public-form', 'public-page'].includes(input.routeName);
  return formOrPage && Boolean(input.target?.includes('blank'));
}
