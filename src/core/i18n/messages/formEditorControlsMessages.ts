/**
 * Texts of the code, rich text, markdown and map form controls.
 * Translations: server/seed/translations/formEditorControlsTranslations.ts.
 */
export const FORM_EDITOR_CONTROLS_MESSAGES = [
] as const satisfies readonly string[];

export type FormEditorControlsMessage = (typeof FORM_EDITOR_CONTROLS_MESSAGES)[number];
