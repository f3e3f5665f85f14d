import type { FormTextControlsMessage } from '../../../src/core/i18n/messages/formTextControlsMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of the text, number, date, checkbox, key-value and raw json form controls, in every non-default locale (uz is the key itself). */
export const FORM_TEXT_CONTROLS_TRANSLATIONS: AreaTranslations<FormTextControlsMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
