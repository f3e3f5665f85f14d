/**
 * Texts of the text, number, date, checkbox, key-value and raw json form controls.
 * Translations: server/seed/translations/formTextControlsTranslations.ts.
 */
export const FORM_TEXT_CONTROLS_MESSAGES = [
] as const satisfies readonly string[];

export type FormTextControlsMessage = (typeof FORM_TEXT_CONTROLS_MESSAGES)[number];
