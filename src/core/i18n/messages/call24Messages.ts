/**
 * Texts of the technical-support line and the call-back widget and page (`/system/call24`, issue 15).
 * Translations: server/seed/translations/call24Translations.ts. The demo's call-back settings
 * (server/seed/seedDemoCall24.ts) are translated here too, as they are shown through the same lookup. It
 * also uses base texts ('Ёпиш', 'Ҳа', 'Йўқ', 'Бекор қилиш', 'Қайта урунинг', 'Юкланмоқда...', 'Серверда
 * хатолик') and other areas' ('Ҳолат', 'Яратилган', 'Амаллар', 'Барчаси', 'Кейинги', 'Маълумотларни юклашда
 * хатолик', and the server's refusals in call24ServerMessages.ts), not repeated here.
 */
export const CALL24_MESSAGES = [
  // the support contact (sidebar, account menu, error views)
  'Техник қўллаб-қувватлаш',
  'Қўллаб-қувватлаш чати',
  'Қўнғироқ қилиш: {0}',
  '(янги ойнада очилади)',
  // the widget
  'Қайта қўнғироқ',
  'Телефон рақами',
  'Масалан: +998 90 123-45-67',
  'Мавзу',
  'Изоҳ (ихтиёрий)',
  'Юбориш',
  'Иш вақти: {0}',
  'Сўровингиз қабул қилинди: тез орада сизга қўнғироқ қилишади',
  // the page
  'Қайта қўнғироқ сўровлари',
  'Янги',
  'Қўнғироқ қилинди',
  'Ёпилган',
  'Фойдаланувчи',
  'Телефон',
  'Изоҳ',
  'Саҳифа',
  'Ким кўриб чиқди',
  'Сўровлар йўқ',
  'Қўнғироқ қилинди деб белгилаш',
  'Сўровни ёпиш',
  'Сўров #{0} ёпилсинми?',
  'Ҳолат ўзгартирилди',
  'Олдинги',
  'Саҳифа {0} / {1}',
  // the demo's settings
  'Рақамингизни қолдиринг: қўллаб-қувватлаш хизмати сизга қўнғироқ қилади',
  'Душанба–жума, 9:00–18:00',
  'Маълумотлар',
  'Тизимдаги хатолик',
  'Бошқа савол',
] as const satisfies readonly string[];

export type Call24Message = (typeof CALL24_MESSAGES)[number];
