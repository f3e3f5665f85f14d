/**
 * The digital-signature tab of the sign-in page (SPEC §4, §8, §9): keys, the key file, the signature dialogs and the §8 texts.
 * Translations: server/seed/translations/signatureSignInTranslations.ts.
 */
export const SIGNATURE_SIGN_IN_MESSAGES = [
  // SPEC §8: the revoked and not-allowed refusals (src/core/eimzo/eimzoErrorMessage.ts; the other three are base texts)
  'Электрон имзо бекор қилинган',
  'Бу электрон имзо билан тизимга кириш мумкин эмас',
] as const;

export type SignatureSignInMessage = (typeof SIGNATURE_SIGN_IN_MESSAGES)[number];
