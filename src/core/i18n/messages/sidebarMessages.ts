/** Shell texts of the sidebar: menu, reordering, profile block, organisation switcher, footer. Translations: server/seed/translations/sidebarTranslations.ts. */
// 'Меню' (the nav's name) is a layout text: see layoutMessages.ts.
export const SIDEBAR_MESSAGES = [
  'Менюни юклашда хатолик',
  'Таҳрирлаш: {0}',
  'Менюни тартиблаш',
  'Тартибни тиклаш',
  'Жойини ўзгартириш учун судранг ёки Alt+↑/↓ тугмаларини босинг',
  '{0} {1}-ўринга кўчирилди',
  'Тартиб тикланди',
  'Ташкилот',
  'Ташкилотни танланг',
  'Реклама',
  'Илова версияси {0}',
  'Лойиҳа версияси {0}',
] as const satisfies readonly string[];

export type SidebarMessage = (typeof SIDEBAR_MESSAGES)[number];
