/**
 * Shell texts of the message box, prompt, context menu, file preview, import dialog and theme picker.
 * Translations: server/seed/translations/dialogTranslations.ts.
 *
 * The preview fallback keeps the spec's English text as its key (SPEC §2.6); the theme and colour names are
 * the `name`s of src/core/theme/themes.ts.
 */
export const DIALOG_MESSAGES = [
  // message box (SPEC §2.6): the OK button and a default title per variant ('Хатолик' is a base text)
  'Хўп',
  'Муваффақиятли',
  'Маълумот',
  'Огоҳлантириш',
  // file preview (SPEC §2.6)
  "This item can't be previewed",
  'Юклаб олиш',
  // import dialog (SPEC §2.3, §3 Import meta)
  'Маълумотларни импорт қилиш',
  'Файлни танланг',
  'Файл танланмаган',
  'Юклаш',
  'Шаблон файл',
  'Намуна файл',
  // theme picker and the theme catalogue (SPEC §9 Themes)
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
