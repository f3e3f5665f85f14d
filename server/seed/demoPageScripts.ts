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

  /**
   * Every dialog of docs/behaviour.md §6, opened from a page script through `context.dialogs`; each answer is written
   * on the page (`[data-field="answer"]`), as `kind: answer`.
   */
  dialogs: `const PREVIEW = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" rx="16" fill="#0f766e"/><text x="120" y="92" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">Platon</text></svg>');

export default function dialogs({ root, dialogs, t, signal }) {
  const answer = root.querySelector('[data-field="answer"]');
  const show = (kind, value) => {
    if (!signal.aborted) answer.textContent = kind + ': ' + JSON.stringify(value === undefined ? null : value);
  };
  const actions = {
    confirm: () => dialogs.confirm('Ўзгаришлар сақлансинми?'),
    success: () => dialogs.messageBox({ type: 'success', message: 'Маълумотлар сақланди' }),
    error: () => dialogs.messageBox({ type: 'error', message: 'Серверда хатолик' }),
    info: () => dialogs.messageBox({ type: 'info', message: 'Бу саҳифа ойналарни намойиш қилади' }),
    warning: () => dialogs.alert({ type: 'warning', title: 'Диққат', message: 'Ўзгаришлар ҳали сақланмаган' }),
    prompt: () => dialogs.prompt({ title: 'Исмингиз', label: 'Исм', value: 'Platon', required: true }),
    textarea: () => dialogs.prompt({ title: 'Изоҳ', label: 'Изоҳ матни', multiline: true }),
    menu: (button) => dialogs.contextMenu({
      title: 'Амаллар',
      options: [
        { label: 'Очиш', value: 'open' },
        { label: 'Таҳрирлаш', value: 'edit' },
        { label: 'Ўчириш', value: 'delete', disabled: true },
      ],
      at: button,
    }),
    tooltip: (button) => dialogs.tooltip(button, 'Нусха олинди', 1500),
    toast: () => dialogs.toast({ type: 'success', message: 'Маълумотлар сақланди' }),
    preview: () => dialogs.preview({ url: PREVIEW, name: 'platon.svg' }),
  };
  const onClick = async (event) => {
    const button = event.target.closest('button[data-dialog]');
    if (!button) return;
    const kind = button.getAttribute('data-dialog');
    answer.textContent = t('Кутилмоқда...');
    try {
      show(kind, await actions[kind](button));
    } catch (error) {
      show(kind, String(error && error.message || error));
    }
  };
  // A right click on the panel opens the context menu at the pointer.
  const onContextMenu = async (event) => {
    if (!event.target.closest('.dialogs-demo__area')) return;
    event.preventDefault();
    show('contextmenu', await dialogs.contextMenu({ options: [{ label: 'Янгилаш', value: 'reload' }], at: { x: event.clientX, y: event.clientY } }));
  };
  root.addEventListener('click', onClick);
  root.addEventListener('contextmenu', onContextMenu);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('contextmenu', onContextMenu);
  };
}
`,
};
