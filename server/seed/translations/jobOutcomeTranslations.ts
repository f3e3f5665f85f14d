import type { JobOutcomeMessage } from '../../../src/core/i18n/messages/jobOutcomeMessages';
import type { AreaTranslations } from './AreaTranslations';

/** How a background job ended (the job's message), in every non-default locale (uz is the key itself). */
export const JOB_OUTCOME_TRANSLATIONS: AreaTranslations<JobOutcomeMessage> = {
  la: {
    'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди': 'Bir vaqtda {0} tadan ortiq ish bajarib boʻlmaydi',
    'Иш топилмади': 'Ish topilmadi',
    'Экспорт тайёр': 'Eksport tayyor',
    'Иш бекор қилинди': 'Ish bekor qilindi',
    'Сервер тўхтаб қолди, иш якунланмади': 'Server toʻxtab qoldi, ish yakunlanmadi',
    'Жадвал топилмади ёки унга рухсат йўқ': 'Jadval topilmadi yoki unga ruxsat yoʻq',
  },
  ru: {
    'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди': 'Нельзя выполнять больше {0} задач одновременно',
    'Иш топилмади': 'Задача не найдена',
    'Экспорт тайёр': 'Экспорт готов',
    'Иш бекор қилинди': 'Задача отменена',
    'Сервер тўхтаб қолди, иш якунланмади': 'Сервер остановился, задача не завершена',
    'Жадвал топилмади ёки унга рухсат йўқ': 'Таблица не найдена или нет доступа',
  },
  en: {
    'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди': 'No more than {0} jobs can run at once',
    'Иш топилмади': 'Job not found',
    'Экспорт тайёр': 'Export ready',
    'Иш бекор қилинди': 'Job cancelled',
    'Сервер тўхтаб қолди, иш якунланмади': 'The server stopped; the job did not finish',
    'Жадвал топилмади ёки унга рухсат йўқ': 'Table not found or not allowed',
  },
  qq: {
    'Бир вақтда {0} тадан ортиқ иш бажариб бўлмайди': 'Bir waqıtta {0} jumıstan artıq orınlawǵa bolmaydı',
    'Иш топилмади': 'Jumıs tabılmadı',
    'Экспорт тайёр': 'Eksport tayar',
    'Иш бекор қилинди': 'Jumıs biykar etildi',
    'Сервер тўхтаб қолди, иш якунланмади': 'Server toqtap qaldı, jumıs juwmaqlanbadı',
    'Жадвал топилмади ёки унга рухсат йўқ': 'Keste tabılmadı yamasa oǵan ruqsat joq',
  },
  km: {},
};
