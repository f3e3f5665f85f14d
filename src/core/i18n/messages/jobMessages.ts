/**
 * Texts of background jobs in the browser (issue 14): the top bar's indicator, `/async`, the export and import
 * dialogs' notes about a job, and the toast when one ends. Translations: server/seed/translations/jobTranslations.ts.
 * They also use base texts ('Хабар', 'Бекор қилиш', 'Ўчириш', 'Ҳа', 'Йўқ', 'Ёпиш', 'Серверда хатолик',
 * 'Қайта урунинг', 'Юкланмоқда...') and other areas' ('Амаллар', 'Экспорт', 'Экспорт: {0}', 'Юклаб олиш',
 * 'Экспортни бекор қилиш', 'Маълумотларни юклашда хатолик', the import report's), which are not repeated here.
 * How a job ended, as the server words it, is in jobOutcomeMessages.ts.
 */
export const JOB_MESSAGES = [
  // indicator and page
  'Фон вазифалари: {0}',
  'Фон вазифалари',
  'Фон вазифалари йўқ',
  'Вазифа',
  'Ҳолат',
  'Бажарилиши',
  'Яратилган',
  'Давомийлиги',
  '«{0}» вазифаси ва унинг натижаси ўчирилсинми?',
  'Файлни юклаб олишда хатолик',
  'Импорт',
  'Режалаштирилган вазифа',
  '{0} / {1} қатор',
  '{0} қатор',
  // a job's state (also the toast's text when the server gave none)
  'Навбатда',
  'Бажарилмоқда',
  'Бажарилди',
  'Бажарилмади',
  'Бекор қилинди',
  // the dialogs
  'Экспорт фонда давом этмоқда. Унинг ҳолати ва файли:',
  'Экспорт фонда давом этмоқда. Тайёр бўлганда хабар берилади, файлни шу ерда юклаб олишингиз мумкин',
  'Файл катта: импорт фонда давом этмоқда. Ойнани ёпсангиз ҳам у тугалланади',
  'Импорт жараёни',
] as const satisfies readonly string[];

export type JobMessage = (typeof JOB_MESSAGES)[number];
