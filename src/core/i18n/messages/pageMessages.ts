/** Shell texts of the dynamic pages and the landing page. Translations: server/seed/translations/pageTranslations.ts. */
export const PAGE_MESSAGES = [] as const satisfies readonly string[];

export type PageMessage = (typeof PAGE_MESSAGES)[number];
