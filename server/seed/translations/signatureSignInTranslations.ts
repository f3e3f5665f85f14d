import type { SignatureSignInMessage } from '../../../src/core/i18n/messages/signatureSignInMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The digital-signature tab of the sign-in page (SPEC §4, §8, §9): every text in each non-default locale (uz is the key itself). */
export const SIGNATURE_SIGN_IN_TRANSLATIONS: AreaTranslations<SignatureSignInMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
