import type { LayoutMessage } from '../../../src/core/i18n/messages/layoutMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The sidebar, menu, top bar, account menu, theme picker, keyboard hints texts in every non-default locale (uz is the key itself). */
export const LAYOUT_TRANSLATIONS: AreaTranslations<LayoutMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
