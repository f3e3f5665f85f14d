/** Shell texts of the routes, the 404 and error views, link rules. Translations: server/seed/translations/routerTranslations.ts. */
export const ROUTER_MESSAGES = [
  'Саҳифани янгилаш',
  'Янги ойнада очиш',
  // titles of the system routes' pages
  'Профил',
  'Файл менежери',
  'Ўлчами ўзгарувчан саҳифа',
  'Қўллаб-қувватлаш',
  'Маълумотлар базаси бошқаруви',
  'Тизим',
  'Асинхрон саҳифа',
  'Йўриқномалар',
  'Авторизация',
  'Демо',
  // /auth
  'Сиз тизимга {0} сифатида кирдингиз',
] as const satisfies readonly string[];

export type RouterMessage = (typeof ROUTER_MESSAGES)[number];
