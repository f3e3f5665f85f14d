/**
 * Social and single sign-on (docs/behaviour.md §10, §5, §9): the provider buttons, the set-password dialog and the server messages of the
 * OAuth calls.
 * Translations: server/seed/translations/socialSignInTranslations.ts.
 */
export const SOCIAL_SIGN_IN_MESSAGES = [
  // the buttons and the set-password dialog (src/auth/social)
  'ёки',
  '{0} орқали кириш',
  'Ўтказиб юбориш',
  'Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг',
  // server/routes/registerOAuthRoutes.ts
  'Бу кириш усули созланмаган',
  'Қайтиш манзили рухсат этилмаган',
  'Провайдер орқали киришни тасдиқлаб бўлмади',
  'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг',
  'Бу ҳисоб билан боғланган фойдаланувчи топилмади',
] as const;

export type SocialSignInMessage = (typeof SOCIAL_SIGN_IN_MESSAGES)[number];
