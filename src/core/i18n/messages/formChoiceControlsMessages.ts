/**
 * Texts of the select, scroll select, file and image form controls.
 * Translations: server/seed/translations/formChoiceControlsTranslations.ts.
 */
export const FORM_CHOICE_CONTROLS_MESSAGES = [
] as const satisfies readonly string[];

export type FormChoiceControlsMessage = (typeof FORM_CHOICE_CONTROLS_MESSAGES)[number];
