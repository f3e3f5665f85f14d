/**
 * Social and single sign-on (SPEC §4, §5, §8): the provider buttons, the set-password dialog and the server messages of the OAuth calls.
 * Translations: server/seed/translations/socialSignInTranslations.ts.
 */
export const SOCIAL_SIGN_IN_MESSAGES = [] as const;

export type SocialSignInMessage = (typeof SOCIAL_SIGN_IN_MESSAGES)[number];
