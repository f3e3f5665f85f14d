/** The demo routes (docs/behaviour.md §1), in the order the demo pages' navigation lists them, with their titles. */
export const DEMO_ROUTES = [
  { name: 'demo-code-editor', path: '/demo/code-editor', title: 'Код муҳаррири' },
  { name: 'demo-test-table', path: '/demo/test-table', title: 'Жадвал ҳодисалари' },
  { name: 'demo-test-events', path: '/demo/test-events', title: 'Плагин ҳодисалари' },
  { name: 'demo-test-dynamic-components', path: '/demo/test-dynamic-components', title: 'Динамик компонентлар' },
  { name: 'demo-test-resizable', path: '/demo/test-resizable', title: 'Ўлчами ўзгарувчан панеллар' },
  { name: 'demo-vue-editor', path: '/demo/vue-editor', title: 'Матн муҳаррирлари' },
] as const;

export type DemoRouteName = (typeof DEMO_ROUTES)[number]['name'];
