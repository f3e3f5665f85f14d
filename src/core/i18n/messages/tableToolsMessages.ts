/**
 * Shell texts of the table's tools: the filter bar, the column settings modal and the export modal.
 * Translations: server/seed/translations/tableToolsTranslations.ts.
 *
 * They also use base texts ('Натижа топилмади', 'Ҳа', 'Йўқ', 'Бекор қилиш', 'Ёпиш', 'Серверда хатолик',
 * 'Сервер билан алоқа йўқ', 'Қайта урунинг', 'Юкланмоқда...') and other areas' ('Таҳрирлаш: {0}',
 * '{0} {1}-ўринга кўчирилди', 'Юклаб олиш'), which are not repeated here.
 */
export const TABLE_TOOLS_MESSAGES = [
  // filter bar (docs/behaviour.md §4 column filters, §5 select)
  'Фильтрлар',
  'Фильтрлар ({0})',
  'Тозалаш',
  'Қийматни тозалаш',
  'Қидириш',
  'Танланг',
  'Барчаси',
  'Бошланиши',
  'Охири',
  // the applied filters as chips beside the folded bar's button (issue 43)
  'Қўлланган фильтрлар',
  'Фильтрни олиб ташлаш: {0}',
  // column settings modal (docs/behaviour.md §4)
  'Устунлар созламалари',
  'Устунлар',
  'Белгиланган устунлар жадвалда кўрсатилади; сарлавҳа бўш қолса, асл номи ишлатилади',
  'Сарлавҳа: {0}',
  'Юқорига: {0}',
  'Пастга: {0}',
  'Асл ҳолатига қайтариш',
  'Сақлаш',
  // export modal (docs/behaviour.md §4)
  'Экспорт',
  'Жадвал',
  'Формат',
  // the export's progress once its modal is closed (issue 13)
  'Экспорт: {0}',
  'Экспортни бекор қилиш',
] as const satisfies readonly string[];

export type TableToolsMessage = (typeof TABLE_TOOLS_MESSAGES)[number];
