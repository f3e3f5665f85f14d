/** The refusals of the project settings' sign-in part, Uzbek Cyrillic (translated in projectSettingsTranslations). */
export const SIGN_IN_SETTINGS_TEXTS = {
  lockOut: 'Бу ўзгаришдан сўнг бирорта фаол администратор тизимга кира олмайди',
  noAddress: 'Бу провайдернинг манзили сервер муҳитида берилмаган',
  unknownTheme: 'Бундай мавзу йўқ',
  defaultNotAllowed: 'Асосий мавзу рухсат этилган мавзулардан бири бўлиши керак',
} as const;
