// A host page's script using the elements through platon.d.ts.
import type { PlatonTableElement, PlatonUser } from './platon';

const table = document.querySelector('platon-table')!;
table.addEventListener('platon-table-row-click', (e) => e.detail.row);
table.addEventListener('platon-table-loaded', (e) => e.detail.total?.toFixed(0));
// The deprecated name is typed too, with the same detail.
table.addEventListener('platon-row-click', (e) => e.detail.index.toFixed(0));
// @ts-expect-error a row click has no `rows`
table.addEventListener('platon-table-row-click', (e) => e.detail.rows);
table.public = true;
table.level = 2;
// @ts-expect-error `public` is a boolean property
table.public = 'yes';
const same: PlatonTableElement = table;

document.querySelector('platon-auth')!.addEventListener('platon-auth-login', (e) => {
  const user: PlatonUser = e.detail.user;
  return user.username;
});
document.querySelector('platon-form')!.addEventListener('platon-form-submitted', (e) => e.detail.record.id);
document.querySelector('platon-page')!.addEventListener('platon-page-loaded', (e) => e.detail.name.toUpperCase());
// @ts-expect-error router-mode takes one of its three values
document.querySelector('platon-app')!.routerMode = 'pushState';
// Any other event still type-checks as a plain Event.
document.querySelector('platon-app')!.addEventListener('click', (e) => e.clientX);

export { same };
