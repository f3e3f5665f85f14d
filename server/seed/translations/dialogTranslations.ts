import type { DialogMessage } from '../../../src/core/i18n/messages/dialogMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The message box, prompt, context menu, file preview, import dialog texts in every non-default locale (uz is the key itself). */
export const DIALOG_TRANSLATIONS: AreaTranslations<DialogMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
