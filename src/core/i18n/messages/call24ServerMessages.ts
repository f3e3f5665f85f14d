/**
 * The call-back line's texts the server sends (issue 15): its refusals. Translations:
 * server/seed/translations/call24ServerTranslations.ts.
 */
export const CALL24_SERVER_MESSAGES = [
  'Телефон рақами нотўғри',
  'Мавзуни танланг',
  'Қайта қўнғироқ хизмати ўчирилган',
  '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг',
  'Сўров топилмади',
  'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг',
] as const satisfies readonly string[];

export type Call24ServerMessage = (typeof CALL24_SERVER_MESSAGES)[number];
