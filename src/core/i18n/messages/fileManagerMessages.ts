/**
 * Texts of the file manager page (`/system/file-manager`, issue 14). Translations:
 * server/seed/translations/fileManagerTranslations.ts. It also uses base texts ('Ўчириш', 'Ҳа', 'Йўқ',
 * 'Ёпиш', 'Бекор қилиш', 'Қайта урунинг', 'Юкланмоқда...', 'Натижа топилмади', 'Файлни ўчиришни хоҳлайсизми?')
 * and other areas' ('Файл менежери', 'Қидириш', 'Амаллар', 'Яратилган', 'Кўриш', 'Юклаб олиш', 'Юклаш',
 * 'Файлни танланг', 'Файлни юклаб олишда хатолик', 'Маълумотларни юклашда хатолик', the pager's, and the
 * server's 'Тоифа топилмади' and 'Папка номи нотўғри' in fileManagerServerMessages.ts), not repeated here.
 */
export const FILE_MANAGER_MESSAGES = [
  // categories and place
  'Тоифалар',
  '{0} та файл',
  'Тоифани танланг',
  'Жойлашув',
  // the listing
  'Номи',
  'Ҳажми',
  'Кенгайтма',
  'Папка',
  'Бу папкада файл йўқ',
  'Эгасиз',
  'Бу файл ҳеч бир ёзувда сақланмаган: маълум вақтдан сўнг у ўзи ўчирилади',
  'Файл ўчирилди',
  // where used
  'Қаерда ишлатилган',
  'Файл ҳеч бир ёзувда ишлатилмаган',
  'Майдон',
  'Ёзув #{0}',
  // upload
  'Файл юклаш',
  'Янги папка',
  'Бўш қолса, файл очиқ папкага юкланади',
  'Рухсат этилган турлар: {0}',
  'Энг катта ҳажм: {0}',
  'Юборилди: {0} / {1}',
  'Файл юкланди',
] as const satisfies readonly string[];

export type FileManagerMessage = (typeof FILE_MANAGER_MESSAGES)[number];
