/**
 * Texts the reference server answers form, upload and public form calls with (shown to users).
 * Translations: server/seed/translations/formServerTranslations.ts.
 */
export const FORM_SERVER_MESSAGES = [
  // uploads and downloads (server/files); 'Файл ўлчами {0} гача бўлиши мумкин' is a base text and
  // 'Файл танланмаган' a dialog text, so neither is repeated here
  'Форма элементи топилмади',
  'Бу майдонга файл юклаб бўлмайди',
  'Бу турдаги файлни юклаб бўлмайди',
  'Файл мазмуни унинг турига мос келмайди',
  'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин',
  'Юклаш сўрови нотўғри',
  'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг',
  'Файл топилмади',
  'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг',
  // records of server-defined forms (server/forms): 404, 403, 422, 409 stale and 409 in use
  'Ёзув топилмади',
  'Бу амални бажаришга рўхсат берилмаган',
  'Маълумотлар нотўғри киритилган',
  'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.',
  'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган',
] as const satisfies readonly string[];

export type FormServerMessage = (typeof FORM_SERVER_MESSAGES)[number];
