/**
 * Texts of the text, number, date, checkbox, key-value and raw json form controls.
 * Translations: server/seed/translations/formTextControlsTranslations.ts.
 *
 * These controls also use base texts ('Паролни кўрсатиш', 'Паролни яшириш', 'Ёпиш', the rule messages of
 * docs/behaviour.md §5) and the table tools' 'Тозалаш', which are not repeated here.
 */
export const FORM_TEXT_CONTROLS_MESSAGES = [
  // password, editing a record: the stored one is never shown
  'Ўзгартирмаслик учун бўш қолдиринг',
  // date and time pickers (docs/behaviour.md §5)
  'Календарни очиш',
  'Сана танлаш',
  'Вақтни танлаш',
  'Олдинги ой',
  'Кейинги ой',
  'Ой',
  'Йил',
  'Бугун',
  'Соат',
  'Дақиқа',
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
  // weekdays, Monday first
  'Ду',
  'Се',
  'Чо',
  'Па',
  'Жу',
  'Ша',
  'Як',
  // key-value rows
  'Калит',
  'Қиймат',
  '{0}-қатор калити',
  '{0}-қатор қиймати',
  '{0}-қаторни ўчириш',
  'Қатор қўшиш',
  // raw json and suggestions
  'JSON ни форматлаш',
  'Таклифлар',
] as const satisfies readonly string[];

export type FormTextControlsMessage = (typeof FORM_TEXT_CONTROLS_MESSAGES)[number];
