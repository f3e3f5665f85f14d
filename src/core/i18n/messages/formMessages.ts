/**
 * The form screen's texts. The validation messages of SPEC §5 are base texts (messages.ts); 'Нотўғри қиймат' is ours
 * (src/core/validation/validationMessages.ts).
 * Translations: server/seed/translations/formTranslations.ts.
 */
export const FORM_MESSAGES = [
  'Нотўғри қиймат',
] as const satisfies readonly string[];

export type FormMessage = (typeof FORM_MESSAGES)[number];
