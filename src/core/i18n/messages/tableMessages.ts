/**
 * Shell texts of the table view: the grid, its footer and the pager. Translations:
 * server/seed/translations/tableTranslations.ts.
 *
 * The table also uses base texts ('Жадвалда маълумот йўқ', 'Юкланмоқда...', 'Қайта урунинг', 'Хатолик',
 * 'Сервер билан алоқа йўқ', the error view's) and other areas' ('Таҳрирлаш: {0}', 'Қайта юклаш',
 * 'Устунлар созламалари', 'Экспорт'), which are not repeated here.
 */
export const TABLE_MESSAGES = [
  // footer row and record count (docs/behaviour.md §4)
  'Жами',
  'Жами: {0}',
  // pager (docs/behaviour.md §4 pagination)
  'Саҳифалар',
  'Саҳифадаги қаторлар сони',
  'Олдинги саҳифа',
  'Кейинги саҳифа',
  'Саҳифа {0}',
  // a failed data call, the row buttons' column, and <platon-table> without a name
  'Маълумотларни юклашда хатолик',
  'Амаллар',
  'Жадвал номи кўрсатилмаган',
] as const satisfies readonly string[];

export type TableMessage = (typeof TABLE_MESSAGES)[number];
