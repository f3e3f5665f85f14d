/**
 * Texts of imports from files (issue 14): the server's report of refused rows and the dialog that shows it.
 * Translations: server/seed/translations/importTranslations.ts.
 */
export const IMPORT_MESSAGES = [
  'Файлда устун йўқ',
  'Бу форма янги ёзув қўшишга рухсат бермайди',
  'Бу форма ёзувни ўзгартиришга рухсат бермайди',
  'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл',
  'Импорт топилмади',
  '{0} та қатор қўшилди, {1} та қатор янгиланди',
  'Файлда {0} та хато топилди, ҳеч нарса ёзилмади',
  'Қатор',
  'Устун',
  'Хато',
  'Хатолар билан файлни юклаб олиш',
] as const satisfies readonly string[];

export type ImportMessage = (typeof IMPORT_MESSAGES)[number];
