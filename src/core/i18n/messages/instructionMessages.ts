/**
 * Texts of the user guide (`/instructions/{main?}/{sub?}`, issue 15), the server's 404 among them.
 * Translations: server/seed/translations/instructionTranslations.ts. It also uses base texts
 * ('Юкланмоқда...', 'Қайта урунинг', 'Натижа топилмади') and other areas' ('Йўриқномалар', 'Маълумотларни
 * юклашда хатолик'), not repeated here.
 */
export const INSTRUCTION_MESSAGES = [
  'Йўриқнома топилмади',
  'Йўриқнома бўлимлари',
  'Йўриқномалардан қидириш',
  'Қидирув натижалари',
  'Йўриқномалар ҳали қўшилмаган',
  'Бу бўлим танланган тилга ҳали таржима қилинмаган',
  'Йўриқномани таҳрирлаш',
  'Барча йўриқномалар',
  'Биринчи бўлимга',
] as const satisfies readonly string[];

export type InstructionMessage = (typeof INSTRUCTION_MESSAGES)[number];
