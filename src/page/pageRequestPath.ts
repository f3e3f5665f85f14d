/**
 * The API path of a page definition (SPEC §7 `GET pages/{name}`; public pages under `public/`, which the
 * API client sends without a token, SPEC §6).
 *
 * @example
 * pageRequestPath('dashboard', false); // 'pages/dashboard'
 * pageRequestPath('about', true); // 'public/pages/about'
 */
export function pageRequestPath(name: string, isPublic: boolean): string {
  return `${isPublic ? 'public/' : ''}pages/${encodeURIComponent(name)}`;
}
