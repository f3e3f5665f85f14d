import type { SignatureServerMessage } from '../../../src/core/i18n/messages/signatureServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The digital-signature sign-in calls on the reference server (SPEC §7, §8): every text in each non-default locale (uz is the key itself). */
export const SIGNATURE_SERVER_TRANSLATIONS: AreaTranslations<SignatureServerMessage> = {
  la: {},
  ru: {},
  en: {},
  qq: {},
  km: {},
};
