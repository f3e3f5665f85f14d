/**
 * The form screen's texts. The validation messages of docs/behaviour.md §5 are base texts (messages.ts); 'Нотўғри қиймат' is ours
 * (src/core/validation/validationMessages.ts). The screen also uses base texts ('Маълумотлар сақланди', 'Ўчириш',
 * 'Ёпиш', 'Тасдиқлаш', 'Ҳа', 'Йўқ', 'Хатолик', 'Юкланмоқда...') and other areas' ('Сақлаш', 'Таҳрирлаш: {0}',
 * 'Қайта юклаш'), which are not repeated here.
 * Translations: server/seed/translations/formTranslations.ts.
 */
export const FORM_MESSAGES = [
  'Нотўғри қиймат',
  // the footer: hard delete, the delete confirmations and the success toast
  'Бутунлай ўчириш',
  'Маълумотни ўчиришни хоҳлайсизми?',
  'Маълумотни бутунлай ўчиришни хоҳлайсизми?',
  'Маълумотлар ўчирилди',
  // the 409 alert's button: replaces the user's values with the stored record
  'Ёзувни қайта юклаш',
  // a tab holding a field with an error (read by screen readers)
  'Бу бўлимда хатолик бор',
  // <platon-form> without a name
  'Форма номи кўрсатилмаган',
  // what an administrator's gear link edits when the element has no label (elementEditName)
  'Бўлимлар',
  'Бўлим',
  'Гуруҳ',
  'Матн блоки',
  'Тугма',
] as const satisfies readonly string[];

export type FormMessage = (typeof FORM_MESSAGES)[number];
