import type { SignatureSignInMessage } from '../../../src/core/i18n/messages/signatureSignInMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The digital-signature tab of the sign-in page (SPEC §4, §8, §9): every text in each non-default locale (uz is the key itself). */
export const SIGNATURE_SIGN_IN_TRANSLATIONS: AreaTranslations<SignatureSignInMessage> = {
  la: {
    'Электрон имзо бекор қилинган': 'Elektron imzo bekor qilingan',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'Bu elektron imzo bilan tizimga kirish mumkin emas',
  },
  ru: {
    'Электрон имзо бекор қилинган': 'Электронная подпись отозвана',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'С этой электронной подписью вход в систему запрещён',
  },
  en: {
    'Электрон имзо бекор қилинган': 'The electronic signature has been revoked',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'This electronic signature may not be used to sign in',
  },
  qq: {
    'Электрон имзо бекор қилинган': 'Elektron qoltańba biykar etilgen',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'Bul elektron qoltańba menen sistemaǵa kiriwge bolmaydı',
  },
  km: {},
};
