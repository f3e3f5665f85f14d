/**
 * What every demo host app shares: where Platon is, loading its runtime, and the status line each host fills
 * from the elements' events (each through its own framework's binding). Bundled into every host's script.
 */

declare global {
  interface Window {
    /** Set by `platon-origin.js`, which the server serves beside the host apps (see registerDemoHosts). */
    PLATON_ORIGIN?: string;
    Platon?: { logout(): Promise<void> };
  }
}

/** The table the host shows, and the one a rename switches to and back. */
export const TABLE_NAMES = ['appeals', 'regions'] as const;

/**
 * The Platon server: `?platon=https://…` in the address, else what `platon-origin.js` said, else this page's
 * own origin. So one page works on the API's origin and on any other.
 *
 * @example
 * platonOrigin(); // 'http://127.0.0.1:8080'
 */
export function platonOrigin(): string {
  const fromQuery = new URLSearchParams(location.search).get('platon');
  return (fromQuery || window.PLATON_ORIGIN || location.origin).replace(/\/+$/, '');
}

/** The `api-base` every element of the page gets (the first element to name it configures the page). */
export function apiBase(): string {
  return `${platonOrigin()}/api/`;
}

/** `?elements=off`: the host without Platon, to compare the host's own look with and without the elements. */
export function elementsOff(): boolean {
  return new URLSearchParams(location.search).get('elements') === 'off';
}

/**
 * Loads the runtime after the host has rendered its elements with `api-base` set: elements that upgrade
 * before naming it would configure the page with the default `/api/` of the host's own origin.
 */
export function loadPlaton(): Promise<void> {
  if (elementsOff()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `${platonOrigin()}/platon/platon.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Platon could not be loaded from ${script.src}`));
    document.head.append(script);
  });
}

/** Signs out every element of the page at once (one shared session). */
export function signOut(): Promise<void> {
  return window.Platon ? window.Platon.logout() : Promise.resolve();
}

/** What the host heard so far; each host keeps it in its own kind of state. */
export interface HostStatus {
  loads: number;
  rows: number;
  total: number;
  clicked: { index: number; id: unknown } | null;
  user: string | null;
  form: 'loaded' | 'submitted' | null;
}

export const INITIAL_STATUS: HostStatus = { loads: 0, rows: 0, total: 0, clicked: null, user: null, form: null };

/** Event details, as the elements document them. */
export interface TableLoadedDetail {
  rows: unknown[];
  page: number;
  total: number;
}
export interface RowClickDetail {
  row: Record<string, unknown>;
  index: number;
}
export interface AuthLoginDetail {
  user: { username?: string } | null;
}

/** The next status after one element event (pure, so every host shows the same line). */
export function nextStatus(status: HostStatus, type: string, detail: unknown): HostStatus {
  switch (type) {
    case 'platon-table-loaded': {
      const { rows, total } = detail as TableLoadedDetail;
      return { ...status, loads: status.loads + 1, rows: rows.length, total };
    }
    case 'platon-table-row-click': {
      const { row, index } = detail as RowClickDetail;
      return { ...status, clicked: { index, id: row.id } };
    }
    case 'platon-auth-login':
      return { ...status, user: (detail as AuthLoginDetail).user?.username ?? '?' };
    case 'platon-form-loaded':
      return { ...status, form: 'loaded' };
    case 'platon-form-submitted':
      return { ...status, form: 'submitted' };
    case 'platon:AfterLogout':
      return { ...status, user: null };
    default:
      return status;
  }
}

/**
 * The status line.
 *
 * @example
 * statusText({ ...INITIAL_STATUS, loads: 1, rows: 10, total: 100000 });
 * // 'Жадвал: 1 марта юкланди, 10 қатор, жами 100000 · Кирилмаган · Шакл: —'
 */
export function statusText(status: HostStatus): string {
  const parts = [`Жадвал: ${status.loads} марта юкланди, ${status.rows} қатор, жами ${status.total}`];
  if (status.clicked) parts.push(`Босилган қатор: ${status.clicked.index + 1} (№${String(status.clicked.id)})`);
  parts.push(status.user ? `Кирган: ${status.user}` : 'Кирилмаган');
  parts.push(`Шакл: ${status.form === 'loaded' ? 'юкланди' : status.form === 'submitted' ? 'юборилди' : '—'}`);
  return parts.join(' · ');
}

/** Element events a host listens to, in the names decided for every element (`platon-{element}-{what}`). */
export const HOST_EVENTS = [
  'platon-table-loaded',
  'platon-table-row-click',
  'platon-auth-login',
  'platon-form-loaded',
  'platon-form-submitted',
] as const;

/** The plugin event (docs/behaviour.md §10) on `window` that tells the host every element signed out. */
export const LOGOUT_EVENT = 'platon:AfterLogout';
