/**
 * The digital-signature tab of the sign-in page (docs/behaviour.md §10, §9, §12): keys, the key file, the signature dialogs and the §9
 * texts.
 * Translations: server/seed/translations/signatureSignInTranslations.ts.
 */
export const SIGNATURE_SIGN_IN_MESSAGES = [
  // docs/behaviour.md §9: the revoked and not-allowed refusals (src/core/eimzo/eimzoErrorMessage.ts; the other three are base texts)
  'Электрон имзо бекор қилинган',
  'Бу электрон имзо билан тизимга кириш мумкин эмас',
  // the tab, its key list and the key-file dialog (src/auth/signature)
  'Калитни танланг',
  'ID-карта',
  'СТИР',
  'ЖШШИР',
  'Муддати ўтган',
  '{0} гача амал қилади',
  'Калит файли',
  'Компьютердаги .pfx ёки .p12 файл',
  'Калит файлини очиш',
  'Калит пароли',
  'Калит пароли нотўғри',
  'Бу файлни калит сифатида очиб бўлмади',
  'Бу турдаги калит қўллаб-қувватланмайди',
  'Имзоланмоқда…',
  'Имзолаб кириш',
  'Батафсил',
  'E-IMZO калитлари қидирилмоқда…',
  'E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг',
  'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.',
  'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.',
  // the E-IMZO desktop application's failures (src/core/eimzo/eimzoErrorMessage.ts EIMZO_SERVICE_TEXTS) and the download link
  'E-IMZO дастури ишламаяпти ёки ўрнатилмаган',
  'E-IMZO дастурининг версияси эски: янгисини ўрнатинг',
  'E-IMZO бу сайтда ишлашга рухсат бермади',
  'Калитнинг муддати ўтган: бошқа калитни танланг',
  'ID-карта топилмади: уни ўқиш қурилмасига қўйинг',
  'E-IMZO дастури ишламаяпти ёки ўрнатилмаган: калит файлидан фойдаланинг',
  'E-IMZO дастурини юклаб олиш',
] as const;

export type SignatureSignInMessage = (typeof SIGNATURE_SIGN_IN_MESSAGES)[number];
