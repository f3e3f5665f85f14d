import type { SocialSignInMessage } from '../../../src/core/i18n/messages/socialSignInMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Social and single sign-on (docs/behaviour.md §10, §5, §9): every text in each non-default locale (uz is the key itself). */
export const SOCIAL_SIGN_IN_TRANSLATIONS: AreaTranslations<SocialSignInMessage> = {
  la: {
    ёки: 'yoki',
    '{0} орқали кириш': '{0} orqali kirish',
    'Ўтказиб юбориш': 'Oʻtkazib yuborish',
    'Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг': 'Keyingi safar login va parol bilan ham kirish uchun parol tanlang',
    'Бу кириш усули созланмаган': 'Bu kirish usuli sozlanmagan',
    'Қайтиш манзили рухсат этилмаган': 'Qaytish manzili ruxsat etilmagan',
    'Провайдер орқали киришни тасдиқлаб бўлмади': 'Provayder orqali kirishni tasdiqlab boʻlmadi',
    'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг': 'Provayder javob bermadi. Birozdan soʻng qayta urinib koʻring',
    'Бу ҳисоб билан боғланган фойдаланувчи топилмади': 'Bu hisob bilan bogʻlangan foydalanuvchi topilmadi',
  },
  ru: {
    ёки: 'или',
    '{0} орқали кириш': 'Войти через {0}',
    'Ўтказиб юбориш': 'Пропустить',
    'Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг':
      'Задайте пароль, чтобы в следующий раз входить и по логину с паролем',
    'Бу кириш усули созланмаган': 'Этот способ входа не настроен',
    'Қайтиш манзили рухсат этилмаган': 'Адрес возврата не разрешён',
    'Провайдер орқали киришни тасдиқлаб бўлмади': 'Не удалось подтвердить вход через провайдера',
    'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг': 'Провайдер не ответил. Попробуйте немного позже',
    'Бу ҳисоб билан боғланган фойдаланувчи топилмади': 'Пользователь, связанный с этой учётной записью, не найден',
  },
  en: {
    ёки: 'or',
    '{0} орқали кириш': 'Sign in with {0}',
    'Ўтказиб юбориш': 'Skip',
    'Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг':
      'Choose a password to also sign in with your username and password next time',
    'Бу кириш усули созланмаган': 'This way of signing in is not set up',
    'Қайтиш манзили рухсат этилмаган': 'The return address is not allowed',
    'Провайдер орқали киришни тасдиқлаб бўлмади': 'The sign-in through the provider could not be verified',
    'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг': 'The provider did not answer. Please try again shortly',
    'Бу ҳисоб билан боғланган фойдаланувчи топилмади': 'No user is linked to this account',
  },
  qq: {
    ёки: 'yamasa',
    '{0} орқали кириш': '{0} arqalı kiriw',
    'Ўтказиб юбориш': 'Ótkizip jiberiw',
    'Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг': 'Keyingi ret login hám parol menen de kiriw ushın parol tańlań',
    'Бу кириш усули созланмаган': 'Bul kiriw usılı sazlanbaǵan',
    'Қайтиш манзили рухсат этилмаган': 'Qaytıw mánzili ruqsat etilmegen',
    'Провайдер орқали киришни тасдиқлаб бўлмади': 'Provayder arqalı kiriwdi tastıyıqlaw múmkin bolmadı',
    'Провайдер жавоб бермади. Бироздан сўнг қайта уриниб кўринг': 'Provayder juwap bermedi. Biraz waqıttan soń qaytadan urınıp kóriń',
    'Бу ҳисоб билан боғланган фойдаланувчи топилмади': 'Bul esap penen baylanısqan paydalanıwshı tabılmadı',
  },
  km: {},
};
