import type { SignatureSignInMessage } from '../../../src/core/i18n/messages/signatureSignInMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The digital-signature tab of the sign-in page (docs/behaviour.md §10, §9, §12): every text in each non-default locale (uz is the key
 * itself). */
export const SIGNATURE_SIGN_IN_TRANSLATIONS: AreaTranslations<SignatureSignInMessage> = {
  la: {
    'Электрон имзо бекор қилинган': 'Elektron imzo bekor qilingan',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'Bu elektron imzo bilan tizimga kirish mumkin emas',
    'Калитни танланг': 'Kalitni tanlang',
    'ID-карта': 'ID-karta',
    СТИР: 'STIR',
    ЖШШИР: 'JShShIR',
    'Муддати ўтган': 'Muddati oʻtgan',
    '{0} гача амал қилади': '{0} gacha amal qiladi',
    'Калит файли': 'Kalit fayli',
    'Компьютердаги .pfx ёки .p12 файл': 'Kompyuterdagi .pfx yoki .p12 fayl',
    'Калит файлини очиш': 'Kalit faylini ochish',
    'Калит пароли': 'Kalit paroli',
    'Калит пароли нотўғри': 'Kalit paroli notoʻgʻri',
    'Бу файлни калит сифатида очиб бўлмади': 'Bu faylni kalit sifatida ochib boʻlmadi',
    'Бу турдаги калит қўллаб-қувватланмайди': 'Bu turdagi kalit qoʻllab-quvvatlanmaydi',
    'Имзоланмоқда…': 'Imzolanmoqda…',
    'Имзолаб кириш': 'Imzolab kirish',
    Батафсил: 'Batafsil',
    'E-IMZO калитлари қидирилмоқда…': 'E-IMZO kalitlari qidirilmoqda…',
    'E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг':
      'E-IMZO dasturi yoki unda kalit topilmadi: kalit faylidan foydalaning',
    'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.':
      'Kalitni bergan markaz uni bekor qilgan. Yangi kalit oling yoki boshqa kalitni tanlang.',
    'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.':
      'Bu kalit bilan kirish hisobingiz sozlamalarida taqiqlangan. Login va parol bilan kirib, profildagi elektron imzolar roʻyxatini tekshiring.',
  },
  ru: {
    'Электрон имзо бекор қилинган': 'Электронная подпись отозвана',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'С этой электронной подписью вход в систему запрещён',
    'Калитни танланг': 'Выберите ключ',
    'ID-карта': 'ID-карта',
    СТИР: 'ИНН',
    ЖШШИР: 'ПИНФЛ',
    'Муддати ўтган': 'Срок действия истёк',
    '{0} гача амал қилади': 'Действует до {0}',
    'Калит файли': 'Файл ключа',
    'Компьютердаги .pfx ёки .p12 файл': 'Файл .pfx или .p12 на компьютере',
    'Калит файлини очиш': 'Открыть файл ключа',
    'Калит пароли': 'Пароль ключа',
    'Калит пароли нотўғри': 'Неверный пароль ключа',
    'Бу файлни калит сифатида очиб бўлмади': 'Этот файл не удалось открыть как ключ',
    'Бу турдаги калит қўллаб-қувватланмайди': 'Ключи этого типа не поддерживаются',
    'Имзоланмоқда…': 'Подписывается…',
    'Имзолаб кириш': 'Подписать и войти',
    Батафсил: 'Подробнее',
    'E-IMZO калитлари қидирилмоқда…': 'Поиск ключей E-IMZO…',
    'E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг':
      'Программа E-IMZO или ключи в ней не найдены: используйте файл ключа',
    'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.':
      'Центр, выдавший ключ, отозвал его. Получите новый ключ или выберите другой.',
    'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.':
      'Вход с этим ключом запрещён в настройках вашей учётной записи. Войдите по логину и паролю и проверьте список электронных подписей в профиле.',
  },
  en: {
    'Электрон имзо бекор қилинган': 'The electronic signature has been revoked',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'This electronic signature may not be used to sign in',
    'Калитни танланг': 'Choose a key',
    'ID-карта': 'ID card',
    СТИР: 'TIN',
    ЖШШИР: 'PINFL',
    'Муддати ўтган': 'Expired',
    '{0} гача амал қилади': 'Valid until {0}',
    'Калит файли': 'Key file',
    'Компьютердаги .pfx ёки .p12 файл': 'A .pfx or .p12 file on this computer',
    'Калит файлини очиш': 'Open a key file',
    'Калит пароли': 'Key password',
    'Калит пароли нотўғри': 'Wrong key password',
    'Бу файлни калит сифатида очиб бўлмади': 'This file could not be opened as a key',
    'Бу турдаги калит қўллаб-қувватланмайди': 'Keys of this type are not supported',
    'Имзоланмоқда…': 'Signing…',
    'Имзолаб кириш': 'Sign in with the signature',
    Батафсил: 'Details',
    'E-IMZO калитлари қидирилмоқда…': 'Looking for E-IMZO keys…',
    'E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг':
      'The E-IMZO program, or a key in it, was not found: use a key file',
    'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.':
      'The authority that issued this key has revoked it. Get a new key or choose another one.',
    'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.':
      'Your account’s settings forbid signing in with this key. Sign in with your username and password and check the electronic signature list in your profile.',
  },
  qq: {
    'Электрон имзо бекор қилинган': 'Elektron qoltańba biykar etilgen',
    'Бу электрон имзо билан тизимга кириш мумкин эмас': 'Bul elektron qoltańba menen sistemaǵa kiriwge bolmaydı',
    'Калитни танланг': 'Giltti tańlań',
    'ID-карта': 'ID-karta',
    СТИР: 'STIR',
    ЖШШИР: 'JSHShIR',
    'Муддати ўтган': 'Múddeti ótken',
    '{0} гача амал қилади': '{0} ge shekem ámel etedi',
    'Калит файли': 'Gilt faylı',
    'Компьютердаги .pfx ёки .p12 файл': 'Kompyuterdegi .pfx yamasa .p12 fayl',
    'Калит файлини очиш': 'Gilt faylın ashıw',
    'Калит пароли': 'Gilt paroli',
    'Калит пароли нотўғри': 'Gilt paroli nadurıs',
    'Бу файлни калит сифатида очиб бўлмади': 'Bul fayldı gilt retinde ashıw múmkin bolmadı',
    'Бу турдаги калит қўллаб-қувватланмайди': 'Bul túrdegi gilt qollap-quwatlanbaydı',
    'Имзоланмоқда…': 'Qol qoyılmaqta…',
    'Имзолаб кириш': 'Qol qoyıp kiriw',
    Батафсил: 'Tolıǵıraq',
    'E-IMZO калитлари қидирилмоқда…': 'E-IMZO giltleri izlenbekte…',
    'E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг':
      'E-IMZO baǵdarlaması yamasa ondaǵı gilt tabılmadı: gilt faylınan paydalanıń',
    'Калитни берган марказ уни бекор қилган. Янги калит олинг ёки бошқа калитни танланг.':
      'Giltti bergen oray onı biykar etken. Jańa gilt alıń yamasa basqa giltti tańlań.',
    'Бу калит билан кириш ҳисобингиз созламаларида тақиқланган. Логин ва парол билан кириб, профилдаги электрон имзолар рўйхатини текширинг.':
      'Bul gilt penen kiriw esap sazlawlarıńızda qadaǵan etilgen. Login hám parol menen kirip, profildegi elektron qoltańbalar dizimin tekseriń.',
  },
  km: {},
};
