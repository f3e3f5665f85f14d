import type { FormMessage } from '../../../src/core/i18n/messages/formMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The form screen and the validation messages, in every non-default locale (uz is the key itself). */
export const FORM_TRANSLATIONS: AreaTranslations<FormMessage> = {
  la: {
    'Нотўғри қиймат': 'Noto‘g‘ri qiymat',
  },
  ru: {
    'Нотўғри қиймат': 'Неверное значение',
  },
  en: {
    'Нотўғри қиймат': 'Invalid value',
  },
  qq: {
    'Нотўғри қиймат': 'Nadurıs mánis',
  },
  km: {},
};
