import type { ImportMessage } from '../../../src/core/i18n/messages/importMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of imports from files (the server's report of refused rows, the dialog showing it), in every non-default locale (uz is the key itself). */
export const IMPORT_TRANSLATIONS: AreaTranslations<ImportMessage> = {
  la: {
    'Файлда устун йўқ': 'Faylda ustun yoʻq',
    'Бу форма янги ёзув қўшишга рухсат бермайди': 'Bu forma yangi yozuv qoʻshishga ruxsat bermaydi',
    'Бу форма ёзувни ўзгартиришга рухсат бермайди': 'Bu forma yozuvni oʻzgartirishga ruxsat bermaydi',
    'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл': 'Faylni oʻqib boʻlmadi: faqat xlsx yoki csv fayl',
    'Импорт топилмади': 'Import topilmadi',
    '{0} та қатор қўшилди, {1} та қатор янгиланди': '{0} ta qator qoʻshildi, {1} ta qator yangilandi',
    'Файлда {0} та хато топилди, ҳеч нарса ёзилмади': 'Faylda {0} ta xato topildi, hech narsa yozilmadi',
    Қатор: 'Qator',
    Устун: 'Ustun',
    Хато: 'Xato',
    'Хатолар билан файлни юклаб олиш': 'Xatolar bilan faylni yuklab olish',
  },
  ru: {
    'Файлда устун йўқ': 'В файле нет столбца',
    'Бу форма янги ёзув қўшишга рухсат бермайди': 'Форма не позволяет добавлять записи',
    'Бу форма ёзувни ўзгартиришга рухсат бермайди': 'Форма не позволяет изменять записи',
    'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл': 'Не удалось прочитать файл: только xlsx или csv',
    'Импорт топилмади': 'Импорт не найден',
    '{0} та қатор қўшилди, {1} та қатор янгиланди': 'Добавлено строк: {0}, обновлено строк: {1}',
    'Файлда {0} та хато топилди, ҳеч нарса ёзилмади': 'В файле найдено ошибок: {0}, ничего не записано',
    Қатор: 'Строка',
    Устун: 'Столбец',
    Хато: 'Ошибка',
    'Хатолар билан файлни юклаб олиш': 'Скачать файл с ошибками',
  },
  en: {
    'Файлда устун йўқ': 'The file has no such column',
    'Бу форма янги ёзув қўшишга рухсат бермайди': 'This form does not allow adding records',
    'Бу форма ёзувни ўзгартиришга рухсат бермайди': 'This form does not allow changing records',
    'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл': 'The file could not be read: xlsx or csv only',
    'Импорт топилмади': 'Import not found',
    '{0} та қатор қўшилди, {1} та қатор янгиланди': '{0} rows added, {1} rows updated',
    'Файлда {0} та хато топилди, ҳеч нарса ёзилмади': '{0} errors found in the file; nothing was written',
    Қатор: 'Row',
    Устун: 'Column',
    Хато: 'Error',
    'Хатолар билан файлни юклаб олиш': 'Download the file with its errors',
  },
  qq: {
    'Файлда устун йўқ': 'Faylda baǵana joq',
    'Бу форма янги ёзув қўшишга рухсат бермайди': 'Bul forma jańa jazıw qosıwǵa ruqsat bermeydi',
    'Бу форма ёзувни ўзгартиришга рухсат бермайди': 'Bul forma jazıwdı ózgertiwge ruqsat bermeydi',
    'Файлни ўқиб бўлмади: фақат xlsx ёки csv файл': 'Fayldı oqıp bolmadı: tek xlsx yamasa csv fayl',
    'Импорт топилмади': 'Import tabılmadı',
    '{0} та қатор қўшилди, {1} та қатор янгиланди': '{0} qatar qosıldı, {1} qatar jańalandı',
    'Файлда {0} та хато топилди, ҳеч нарса ёзилмади': 'Faylda {0} qáte tabıldı, hesh nárse jazılmadı',
    Қатор: 'Qatar',
    Устун: 'Baǵana',
    Хато: 'Qáte',
    'Хатолар билан файлни юклаб олиш': 'Qáteler menen fayldı júklep alıw',
  },
  // Khmer is partial (SPEC §1 fallback): the report's frame words only.
  km: {
    Қатор: 'ជួរ',
    Устун: 'ជួរឈរ',
    Хато: 'កំហុស',
  },
};
