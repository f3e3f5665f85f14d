/** What scheduled tasks tell people, Uzbek Cyrillic (translated in cronTranslations). */
export const CRON_TEXTS = {
  badSchedule: 'Жадвал нотўғри: 5 ёки 6 майдонли cron ифодаси керак, масалан 0 3 * * *',
  badTimeZone: 'Бундай вақт минтақаси йўқ',
  emptySql: 'SQL сўровини киритинг',
  badHandler: 'Вазифа тури нотўғри',
  noTable: 'Бундай жадвал йўқ',
  noForm: 'Бундай форма йўқ ёки у илова жадвалига ёзмайди',
  unknownLogins: 'Бундай фойдаланувчилар йўқ: {0}',
  timedOut: 'Вақт чегараси ({0} сония) тугади: вазифа тўхтатилди',
  stopped: 'Сервер тўхтади: вазифа тугалланмади',
  failed: 'Вазифа бажарилмади: {0}',
  done: 'Бажарилди',
  noOperations: 'Вазифа амаллари йўқ',
  notFound: 'Вазифа топилмади',
  busy: 'Бу вазифа ҳозир бажарилмоқда',
} as const;
