import type { PageMessage } from '../../../src/core/i18n/messages/pageMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The dynamic pages and the landing page texts in every non-default locale (uz is the key itself). */
export const PAGE_TRANSLATIONS: AreaTranslations<PageMessage> = {
  la: { 'Қайта юклаш': 'Qayta yuklash', 'Сўров рақами: {0}': 'Soʻrov raqami: {0}' },
  ru: { 'Қайта юклаш': 'Перезагрузить', 'Сўров рақами: {0}': 'Номер запроса: {0}' },
  en: { 'Қайта юклаш': 'Reload', 'Сўров рақами: {0}': 'Request ID: {0}' },
  qq: { 'Қайта юклаш': 'Qayta júklew', 'Сўров рақами: {0}': 'Soraw nomeri: {0}' },
  km: { 'Қайта юклаш': 'ផ្ទុកឡើងវិញ', 'Сўров рақами: {0}': 'លេខសំណើ៖ {0}' },
};
