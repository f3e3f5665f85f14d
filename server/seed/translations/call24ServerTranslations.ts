import type { Call24ServerMessage } from '../../../src/core/i18n/messages/call24ServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The call-back line's refusals from the server, in every non-default locale. */
export const CALL24_SERVER_TRANSLATIONS: AreaTranslations<Call24ServerMessage> = {
  la: {
    'Телефон рақами нотўғри': 'Telefon raqami notoʻgʻri',
    'Мавзуни танланг': 'Mavzuni tanlang',
    'Қайта қўнғироқ хизмати ўчирилган': 'Qayta qoʻngʻiroq xizmati oʻchirilgan',
    '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг':
      '{0} daqiqa ichida {1} tadan ortiq soʻrov yuborib boʻlmaydi. Birozdan soʻng qayta urinib koʻring',
    'Сўров топилмади': 'Soʻrov topilmadi',
    'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг': 'Bu soʻrovni boshqa xodim oʻzgartirdi: roʻyxatni yangilang',
  },
  ru: {
    'Телефон рақами нотўғри': 'Неверный номер телефона',
    'Мавзуни танланг': 'Выберите тему',
    'Қайта қўнғироқ хизмати ўчирилган': 'Обратный звонок отключён',
    '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг':
      'За {0} мин можно отправить не больше {1} заявок. Попробуйте позже',
    'Сўров топилмади': 'Заявка не найдена',
    'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг': 'Заявку изменил другой сотрудник: обновите список',
  },
  en: {
    'Телефон рақами нотўғри': 'Invalid phone number',
    'Мавзуни танланг': 'Choose a topic',
    'Қайта қўнғироқ хизмати ўчирилган': 'Call-back requests are switched off',
    '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг':
      'Within {0} minutes no more than {1} requests can be sent. Please try again later',
    'Сўров топилмади': 'Request not found',
    'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг': 'Someone else changed this request: refresh the list',
  },
  qq: {
    'Телефон рақами нотўғри': 'Telefon nomeri qáte',
    'Мавзуни танланг': 'Temanı tańlań',
    'Қайта қўнғироқ хизмати ўчирилган': 'Qayta qońıraw xızmeti óshirilgen',
    '{0} дақиқа ичида {1} тадан ортиқ сўров юбориб бўлмайди. Бироздан сўнг қайта уриниб кўринг':
      '{0} minut ishinde {1} sorawdan artıq jiberiw múmkin emes. Birazdan soń qayta urınıp kóriń',
    'Сўров топилмади': 'Soraw tabılmadı',
    'Бу сўровни бошқа ходим ўзгартирди: рўйхатни янгиланг': 'Bul sorawdı basqa xızmetker ózgertti: dizimdi jańalań',
  },
  km: {},
};
