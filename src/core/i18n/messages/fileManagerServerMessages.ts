/**
 * The file manager's texts the server sends (issue 14): its built-in categories and its refusals.
 * Translations: server/seed/translations/fileManagerServerTranslations.ts.
 */
export const FILE_MANAGER_SERVER_MESSAGES = [
  'Форма файллари',
  'Тизим файллари',
  'Тоифа топилмади',
  'Папка номи нотўғри',
  'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг',
] as const satisfies readonly string[];

export type FileManagerServerMessage = (typeof FILE_MANAGER_SERVER_MESSAGES)[number];
