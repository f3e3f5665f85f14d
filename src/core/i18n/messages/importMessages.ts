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
  // A file past one of the server's read limits (server/imports/readLimitText.ts, docs/imports.md).
  'Файл очилганда {0} дан катта бўлади',
  'Файл ичидаги қисм {0} мартадан кўп сиқилган',
  'Файлда {0} тадан кўп қисм бор',
  'Файлда {0} тадан кўп турли матн бор',
  'Файлдаги матнлар жами {0} белгидан узун',
  'Файлда {0} тадан кўп катак бор',
  'Файлда {0} тадан кўп қатор бор',
  'Файлда {0} тадан кўп устун бор',
  'Файлдаги катак {0} белгидан узун',
  'Файлни ўқиш учун {0} хотира етмади',
  // A cell the import cannot read as its field's value, quoted ({0}) so the person finds and fixes it.
  'Рўйхатда бундай қиймат йўқ: «{0}»',
  'Сана КК.ОО.ЙЙЙЙ шаклида бўлиши керак: «{0}»',
  'Сана ва вақт КК.ОО.ЙЙЙЙ СС:ДД шаклида бўлиши керак: «{0}»',
  'Сон бўлиши керак: «{0}»',
  'Ҳа ёки Йўқ бўлиши керак: «{0}»',
] as const satisfies readonly string[];

export type ImportMessage = (typeof IMPORT_MESSAGES)[number];
