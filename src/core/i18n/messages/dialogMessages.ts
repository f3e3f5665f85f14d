/**
 * Shell texts of the message box, prompt, context menu, file preview, import dialog and theme picker.
 * Translations: server/seed/translations/dialogTranslations.ts.
 *
 * The preview fallback keeps the spec's English text as its key (docs/behaviour.md §6); the theme and colour names are
 * the `name`s of src/core/theme/themes.ts.
 */
export const DIALOG_MESSAGES = [
  // message box (docs/behaviour.md §6): the OK button and a default title per variant ('Хатолик' is a base text)
  'Хўп',
  'Муваффақиятли',
  'Маълумот',
  'Огоҳлантириш',
  // file preview (docs/behaviour.md §6)
  "This item can't be previewed",
  'Юклаб олиш',
  // import dialog (docs/behaviour.md §1, §2 Import meta)
  'Маълумотларни импорт қилиш',
  'Файлни танланг',
  'Файл танланмаган',
  'Юклаш',
  'Шаблон файл',
  'Намуна файл',
  // theme picker and the theme catalogue (docs/behaviour.md §12 Themes)
  'Мавзуни танлаш',
  'Асосий',
  'Океан',
  'Қимматбаҳо',
  'Стандарт',
  'Тўқ',
  'Жуда тўқ',
  'Ёруғ',
  'Яшил',
  'Тўқ кўк',
  'Кўк',
  'Кумуш',
  'Олтин',
  'Платина',
] as const satisfies readonly string[];

export type DialogMessage = (typeof DIALOG_MESSAGES)[number];
