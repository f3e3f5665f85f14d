/**
 * Texts the reference server answers form, upload and public form calls with (shown to users).
 * Translations: server/seed/translations/formServerTranslations.ts.
 */
export const FORM_SERVER_MESSAGES = [
] as const satisfies readonly string[];

export type FormServerMessage = (typeof FORM_SERVER_MESSAGES)[number];
