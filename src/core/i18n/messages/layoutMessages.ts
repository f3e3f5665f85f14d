/** Shell texts of the sidebar, menu, top bar, account menu, theme picker, keyboard hints. Translations: server/seed/translations/layoutTranslations.ts. */
export const LAYOUT_MESSAGES = [] as const satisfies readonly string[];

export type LayoutMessage = (typeof LAYOUT_MESSAGES)[number];
