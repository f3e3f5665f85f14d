/**
 * The digital-signature sign-in calls on the reference server (docs/behaviour.md §11, §9): messages a refused signature, challenge or
 * timestamp answers with.
 * Translations: server/seed/translations/signatureServerTranslations.ts.
 */
export const SIGNATURE_SERVER_MESSAGES = [
  // EIMZO_CHALLENGE_INVALID, EIMZO_NO_USER, EIMZO_TIMESTAMP_INVALID, EIMZO_DISABLED, EIMZO_UNAVAILABLE of src/core/api/signInContract.ts
  'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг',
  'Бу калит эгаси тизимда рўйхатдан ўтмаган',
  'Имзонинг вақт тамғаси ишончсиз ёки эскирган',
  'Электрон имзо билан кириш созланмаган',
  'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг',
  // SIGNATURE_NOT_CURRENT, SIGNATURE_NOT_YOURS of server/routes/registerRecordSignatureRoutes.ts (signed records)
  'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг',
  'Бу калит сизнинг ҳисобингизга тегишли эмас',
] as const;

export type SignatureServerMessage = (typeof SIGNATURE_SERVER_MESSAGES)[number];
