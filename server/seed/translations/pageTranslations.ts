import type { PageMessage } from '../../../src/core/i18n/messages/pageMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The dynamic pages and the landing page texts in every non-default locale (uz is the key itself). */
export const PAGE_TRANSLATIONS: AreaTranslations<PageMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
