import type { FormChoiceControlsMessage } from '../../../src/core/i18n/messages/formChoiceControlsMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of the select, scroll select, file and image form controls, in every non-default locale (uz is the key itself). */
export const FORM_CHOICE_CONTROLS_TRANSLATIONS: AreaTranslations<FormChoiceControlsMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
