/**
 * The API path of a page definition (docs/behaviour.md §11 `GET pages/{name}`; public pages under `public/`, which the
 * API client sends without a token, docs/behaviour.md §2).
 *
 * @example
 * pageRequestPath('dashboard', false); // 'pages/dashboard'
 * pageRequestPath('about', true); // 'public/pages/about'
 */
export function pageRequestPath(name: string, isPublic: boolean): string {
  return `${isPublic ? 'public/' : ''}pages/${encodeURIComponent(name)}`;
}
