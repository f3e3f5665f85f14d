import type { FormEditorControlsMessage } from '../../../src/core/i18n/messages/formEditorControlsMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of the code, rich text, markdown and map form controls, in every non-default locale (uz is the key itself). */
export const FORM_EDITOR_CONTROLS_TRANSLATIONS: AreaTranslations<FormEditorControlsMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
