import type { JobOutcomeMessage } from '../../src/core/i18n/messages/jobOutcomeMessages';

/** A job's outcome texts (Uzbek keys, translated when the job is read). */
export const JOB_EXPORT_READY: JobOutcomeMessage = 'Экспорт тайёр';
export const JOB_CANCELLED: JobOutcomeMessage = 'Иш бекор қилинди';
export const JOB_STOPPED: JobOutcomeMessage = 'Сервер тўхтаб қолди, иш якунланмади';
export const JOB_TABLE_GONE: JobOutcomeMessage = 'Жадвал топилмади ёки унга рухсат йўқ';
export const JOB_LIMIT: JobOutcomeMessage = 'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди';
export const JOB_NOT_FOUND: JobOutcomeMessage = 'Иш топилмади';
/** The spec's generic server failure (docs/behaviour.md §9). */
export const JOB_FAILED = 'Серверда хатолик';
