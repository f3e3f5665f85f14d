/**
 * Source of the demo pages' scripts, stored in platon_page_components.scripts as administrators would write
 * them: ES modules whose default export receives the page script context (src/page/PageScriptContext.ts).
 * Served as `/api/pages/{name}/scripts/{sha256}.js`, so they run under a `script-src 'self'` CSP.
 */
export const DEMO_PAGE_SCRIPTS = {
  /** Replaces each `[data-t]` element's text by its translation: admin content follows the user's language. */
  translate: `export default function translate({ root, t }) {
  for (const node of root.querySelectorAll('[data-t]')) node.textContent = t(node.getAttribute('data-t'));
}
`,

  /** Live figures from the platform API through the shared, signed-in client. */
  dashboard: `const countItems = (items) => items.reduce((sum, item) => sum + 1 + countItems(item.children || []), 0);

export default async function dashboard({ root, api, user, t, signal }) {
  const field = (name) => root.querySelector('[data-field="' + name + '"]');
  const name = user ? user.fullName || user.username : '';
  field('greeting').textContent = t('Хуш келибсиз, {0}', { 0: name });
  const [info, menus] = await Promise.all([api.get('info'), api.get('menus')]);
  if (signal.aborted) return;
  field('menuItems').textContent = String(countItems(menus.data));
  field('menuSections').textContent = String(menus.data.filter((item) => item.children.length > 0).length);
  field('version').textContent = info.data.projectVersion;
  root.querySelector('.dashboard').setAttribute('data-state', 'live');
}
`,

  /** The public page: the project info call needs no sign-in. */
  about: `export default async function about({ root, api, signal }) {
  const { data: info } = await api.get('info');
  if (signal.aborted) return;
  root.querySelector('[data-field="name"]').textContent = info.name;
  root.querySelector('[data-field="version"]').textContent = info.projectVersion;
}
`,
};
