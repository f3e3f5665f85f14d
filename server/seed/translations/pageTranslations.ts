import type { PageMessage } from '../../../src/core/i18n/messages/pageMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The dynamic pages and the landing page texts in every non-default locale (uz is the key itself). */
export const PAGE_TRANSLATIONS: AreaTranslations<PageMessage> = {
  la: { 'Қайта юклаш': 'Qayta yuklash' },
  ru: { 'Қайта юклаш': 'Перезагрузить' },
  en: { 'Қайта юклаш': 'Reload' },
  qq: { 'Қайта юклаш': 'Qayta júklew' },
  km: { 'Қайта юклаш': 'ផ្ទុកឡើងវិញ' },
};
