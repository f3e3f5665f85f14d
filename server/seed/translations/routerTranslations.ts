import type { RouterMessage } from '../../../src/core/i18n/messages/routerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The routes, the 404 and error views, link rules texts in every non-default locale (uz is the key itself). */
export const ROUTER_TRANSLATIONS: AreaTranslations<RouterMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
