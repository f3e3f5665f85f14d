/**
 * The digital-signature sign-in calls on the reference server (SPEC §7, §8): messages a refused signature, challenge or timestamp answers with.
 * Translations: server/seed/translations/signatureServerTranslations.ts.
 */
export const SIGNATURE_SERVER_MESSAGES = [] as const;

export type SignatureServerMessage = (typeof SIGNATURE_SERVER_MESSAGES)[number];
