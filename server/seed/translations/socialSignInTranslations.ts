import type { SocialSignInMessage } from '../../../src/core/i18n/messages/socialSignInMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Social and single sign-on (SPEC §4, §5, §8): every text in each non-default locale (uz is the key itself). */
export const SOCIAL_SIGN_IN_TRANSLATIONS: AreaTranslations<SocialSignInMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
