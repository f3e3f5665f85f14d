import type { RouterMessage } from '../../../src/core/i18n/messages/routerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The routes, the 404 and error views, link rules texts in every non-default locale (uz is the key itself). */
export const ROUTER_TRANSLATIONS: AreaTranslations<RouterMessage> = {
  la: {
    'Бу бўлим ҳали мавжуд эмас': 'Bu boʻlim hali mavjud emas',
    'Саҳифани янгилаш': 'Sahifani yangilash',
    'Янги ойнада очиш': 'Yangi oynada ochish',
  },
  ru: {
    'Бу бўлим ҳали мавжуд эмас': 'Этот раздел пока недоступен',
    'Саҳифани янгилаш': 'Обновить страницу',
    'Янги ойнада очиш': 'Открыть в новом окне',
  },
  en: {
    'Бу бўлим ҳали мавжуд эмас': 'This section is not available yet',
    'Саҳифани янгилаш': 'Reload the page',
    'Янги ойнада очиш': 'Open in a new window',
  },
  qq: {
    'Бу бўлим ҳали мавжуд эмас': 'Bul bólim ele qoljetimli emes',
    'Саҳифани янгилаш': 'Betti jańalaw',
    'Янги ойнада очиш': 'Jańa aynada ashıw',
  },
  km: {},
};
