/** Shell texts of the routes, the 404 and error views, link rules. Translations: server/seed/translations/routerTranslations.ts. */
export const ROUTER_MESSAGES = [
  'Бу бўлим ҳали мавжуд эмас',
  'Саҳифани янгилаш',
  'Янги ойнада очиш',
] as const satisfies readonly string[];

export type RouterMessage = (typeof ROUTER_MESSAGES)[number];
