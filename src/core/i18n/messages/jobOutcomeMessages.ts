/**
 * How a background job ended, as the server records it (issue 14; the job's `message`, translated for the
 * caller when the job is read). Translations: server/seed/translations/jobOutcomeTranslations.ts.
 */
export const JOB_OUTCOME_MESSAGES = [
  'Экспорт тайёр',
  'Иш бекор қилинди',
  'Сервер тўхтаб қолди, иш якунланмади',
  'Жадвал топилмади ёки унга рухсат йўқ',
  'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди',
  'Иш топилмади',
] as const satisfies readonly string[];

export type JobOutcomeMessage = (typeof JOB_OUTCOME_MESSAGES)[number];
