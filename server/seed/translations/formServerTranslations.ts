import type { FormServerMessage } from '../../../src/core/i18n/messages/formServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts the reference server answers form, upload and public form calls with (shown to users), in every non-default locale (uz is the key itself). */
export const FORM_SERVER_TRANSLATIONS: AreaTranslations<FormServerMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
