import type { SignatureServerMessage } from '../../../src/core/i18n/messages/signatureServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The digital-signature sign-in calls on the reference server (docs/behaviour.md §11, §9): every text in each non-default locale (uz is
 * the key itself). */
export const SIGNATURE_SERVER_TRANSLATIONS: AreaTranslations<SignatureServerMessage> = {
  la: {
    'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг': 'Soʻrov muddati oʻtgan yoki u ishlatilgan. Qayta urinib koʻring',
    'Бу калит эгаси тизимда рўйхатдан ўтмаган': 'Bu kalit egasi tizimda roʻyxatdan oʻtmagan',
    'Имзонинг вақт тамғаси ишончсиз ёки эскирган': 'Imzoning vaqt tamgʻasi ishonchsiz yoki eskirgan',
    'Электрон имзо билан кириш созланмаган': 'Elektron imzo bilan kirish sozlanmagan',
    'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг':
      'Elektron imzo bilan kirish hozircha ishlamayapti. Birozdan soʻng qayta urinib koʻring',
    'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг': 'Imzo yozuvning joriy holatiga tegishli emas. Qayta imzolang',
    'Бу калит сизнинг ҳисобингизга тегишли эмас': 'Bu kalit sizning hisobingizga tegishli emas',
  },
  ru: {
    'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг': 'Срок запроса истёк или он уже использован. Попробуйте ещё раз',
    'Бу калит эгаси тизимда рўйхатдан ўтмаган': 'Владелец этого ключа не зарегистрирован в системе',
    'Имзонинг вақт тамғаси ишончсиз ёки эскирган': 'Метка времени подписи недостоверна или устарела',
    'Электрон имзо билан кириш созланмаган': 'Вход по электронной подписи не настроен',
    'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг':
      'Вход по электронной подписи сейчас недоступен. Попробуйте чуть позже',
    'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг': 'Подпись не относится к текущему состоянию записи. Подпишите заново',
    'Бу калит сизнинг ҳисобингизга тегишли эмас': 'Этот ключ не принадлежит вашей учётной записи',
  },
  en: {
    'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг': 'The request has expired or was already used. Please try again',
    'Бу калит эгаси тизимда рўйхатдан ўтмаган': 'The owner of this key is not registered in the system',
    'Имзонинг вақт тамғаси ишончсиз ёки эскирган': 'The signature’s timestamp is untrusted or too old',
    'Электрон имзо билан кириш созланмаган': 'Signing in with an electronic signature is not set up',
    'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг':
      'Signing in with an electronic signature is unavailable right now. Please try again shortly',
    'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг': 'The signature does not cover the record as it is now. Sign it again',
    'Бу калит сизнинг ҳисобингизга тегишли эмас': 'This key does not belong to your account',
  },
  qq: {
    'Сўров муддати ўтган ёки у ишлатилган. Қайта уриниб кўринг': 'Soraw múddeti ótken yamasa ol paydalanılǵan. Qaytadan urınıp kóriń',
    'Бу калит эгаси тизимда рўйхатдан ўтмаган': 'Bul gilt iyesi sistemada dizimnen ótpegen',
    'Имзонинг вақт тамғаси ишончсиз ёки эскирган': 'Qoltańbanıń waqıt tamǵası isenimsiz yamasa eskirgen',
    'Электрон имзо билан кириш созланмаган': 'Elektron qoltańba menen kiriw sazlanbaǵan',
    'Электрон имзо билан кириш ҳозирча ишламаяпти. Бироздан сўнг қайта уриниб кўринг':
      'Elektron qoltańba menen kiriw házirshe islemey tur. Birazdan soń qaytadan urınıp kóriń',
    'Имзо ёзувнинг жорий ҳолатига тегишли эмас. Қайта имзоланг': 'Qoltańba jazbanıń házirgi jaǵdayına tiyisli emes. Qaytadan qol qoyıń',
    'Бу калит сизнинг ҳисобингизга тегишли эмас': 'Bul gilt sizdiń esabıńızǵa tiyisli emes',
  },
  km: {},
};
