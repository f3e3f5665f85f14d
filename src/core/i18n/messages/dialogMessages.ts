/** Shell texts of the message box, prompt, context menu, file preview, import dialog. Translations: server/seed/translations/dialogTranslations.ts. */
export const DIALOG_MESSAGES = [] as const satisfies readonly string[];

export type DialogMessage = (typeof DIALOG_MESSAGES)[number];
