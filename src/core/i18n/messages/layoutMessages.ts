/** Shell texts of the sidebar, menu, top bar, account menu, theme picker, keyboard hints. Translations: server/seed/translations/layoutTranslations.ts. */
export const LAYOUT_MESSAGES = [
  // layout frame and mobile bar (docs/behaviour.md §1)
  'Меню',
  'Қўшимча амаллар',
  'Ён панел',
  // the skip link, the first thing Tab reaches in the shell
  'Асосий мазмунга ўтиш',
  'Юқори панел',
  // account menu (docs/behaviour.md §1; 'Чиқиш' is a base text)
  'Созламалар',
  'Фойдаланувчи хавфсизлиги',
  // administrators only: the project_settings form (issue 41)
  'Лойиҳа созламалари',
  // force-user mode (docs/behaviour.md §2)
  'Фойдаланувчи кўриниши',
  // hotkey hints shown while Alt is held (docs/behaviour.md §1)
  'Тезкор тугмалар',
  'Менюга ўтиш',
  'Асосий қисмга ўтиш',
  'Юқори панелга ўтиш',
  'Ойнани ёпиш',
  'Фойдаланувчи кўринишини ёқиш ёки ўчириш',
  // administrators' edit mode switch in the top bar, and its description (issue 43)
  'Таҳрирлаш режими',
  'Меню бандлари, устунлар, фильтрлар ва майдонлар ёнида уларни созлаш ҳаволаларини кўрсатади',
] as const satisfies readonly string[];

export type LayoutMessage = (typeof LAYOUT_MESSAGES)[number];
