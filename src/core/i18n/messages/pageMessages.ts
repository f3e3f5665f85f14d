/** Shell texts of the dynamic pages and the landing page. Translations: server/seed/translations/pageTranslations.ts. */
export const PAGE_MESSAGES = [
  // the error view's button for 500 and above (docs/behaviour.md §6)
  'Қайта юклаш',
  // under a server error, the request's id for support (its log line carries it)
  'Сўров рақами: {0}',
] as const satisfies readonly string[];

export type PageMessage = (typeof PAGE_MESSAGES)[number];
