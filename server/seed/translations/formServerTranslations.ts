import type { FormServerMessage } from '../../../src/core/i18n/messages/formServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts the reference server answers form, upload and public form calls with (shown to users), in every non-default locale (uz is the key itself). */
export const FORM_SERVER_TRANSLATIONS: AreaTranslations<FormServerMessage> = {
  la: {
    'Форма элементи топилмади': 'Forma elementi topilmadi',
    'Бу майдонга файл юклаб бўлмайди': 'Bu maydonga fayl yuklab boʻlmaydi',
    'Бу турдаги файлни юклаб бўлмайди': 'Bu turdagi faylni yuklab boʻlmaydi',
    'Файл мазмуни унинг турига мос келмайди': 'Fayl mazmuni uning turiga mos kelmaydi',
    'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин': 'Faqat JPEG, PNG, GIF yoki WEBP rasm yuklash mumkin',
    'Юклаш сўрови нотўғри': 'Yuklash soʻrovi notoʻgʻri',
    'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг': 'Juda koʻp soʻrov. Birozdan soʻng qayta urinib koʻring',
    'Файл топилмади': 'Fayl topilmadi',
    'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг': 'Havolaning muddati tugagan: faylni sahifadan qayta oching',
    'Ёзув топилмади': 'Yozuv topilmadi',
    'Бу амални бажаришга рўхсат берилмаган': 'Bu amalni bajarishga ruxsat berilmagan',
    'Маълумотлар нотўғри киритилган': 'Maʼlumotlar notoʻgʻri kiritilgan',
    'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.':
      'Yozuv boshqa foydalanuvchi tomonidan oʻzgartirilgan. Sahifani yangilab, qayta urinib koʻring.',
    'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган': 'Yozuvni oʻchirib boʻlmaydi: unga boshqa yozuvlar bogʻlangan',
  },
  ru: {
    'Форма элементи топилмади': 'Элемент формы не найден',
    'Бу майдонга файл юклаб бўлмайди': 'В это поле нельзя загрузить файл',
    'Бу турдаги файлни юклаб бўлмайди': 'Файлы этого типа загружать нельзя',
    'Файл мазмуни унинг турига мос келмайди': 'Содержимое файла не соответствует его типу',
    'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин': 'Можно загрузить только изображение JPEG, PNG, GIF или WEBP',
    'Юклаш сўрови нотўғри': 'Неверный запрос загрузки',
    'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг': 'Слишком много запросов. Повторите попытку позже',
    'Файл топилмади': 'Файл не найден',
    'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг': 'Срок действия ссылки истёк: откройте файл со страницы заново',
    'Ёзув топилмади': 'Запись не найдена',
    'Бу амални бажаришга рўхсат берилмаган': 'Это действие не разрешено',
    'Маълумотлар нотўғри киритилган': 'Данные введены неверно',
    'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.':
      'Запись изменена другим пользователем. Обновите страницу и попробуйте снова.',
    'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган': 'Запись нельзя удалить: на неё ссылаются другие записи',
  },
  en: {
    'Форма элементи топилмади': 'Form element not found',
    'Бу майдонга файл юклаб бўлмайди': 'Files cannot be uploaded to this field',
    'Бу турдаги файлни юклаб бўлмайди': 'Files of this type cannot be uploaded',
    'Файл мазмуни унинг турига мос келмайди': 'The file content does not match its type',
    'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин': 'Only JPEG, PNG, GIF or WEBP images can be uploaded',
    'Юклаш сўрови нотўғри': 'Invalid upload request',
    'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг': 'Too many requests. Please try again later',
    'Файл топилмади': 'File not found',
    'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг': 'The link has expired: open the file from its page again',
    'Ёзув топилмади': 'Record not found',
    'Бу амални бажаришга рўхсат берилмаган': 'This action is not allowed',
    'Маълумотлар нотўғри киритилган': 'The data entered is invalid',
    'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.':
      'The record was changed by another user. Reload the page and try again.',
    'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган': 'The record cannot be deleted: other records refer to it',
  },
  qq: {
    'Форма элементи топилмади': 'Forma elementi tabılmadı',
    'Бу майдонга файл юклаб бўлмайди': 'Bul maydanǵa fayl júklep bolmaydı',
    'Бу турдаги файлни юклаб бўлмайди': 'Bul túrdegi fayldı júklep bolmaydı',
    'Файл мазмуни унинг турига мос келмайди': 'Fayl mazmunı onıń túrine sáykes kelmeydi',
    'Фақат JPEG, PNG, GIF ёки WEBP расм юклаш мумкин': 'Tek JPEG, PNG, GIF yamasa WEBP súwret júklew múmkin',
    'Юклаш сўрови нотўғри': 'Júklew sorawı nadurıs',
    'Жуда кўп сўров. Бироздан сўнг қайта уриниб кўринг': 'Júda kóp soraw. Birazdan soń qayta urınıp kóriń',
    'Файл топилмади': 'Fayl tabılmadı',
    'Ҳаволанинг муддати тугаган: файлни саҳифадан қайта очинг': 'Siltemeniń múddeti tawsıldı: fayldı betten qayta ashıń',
    'Ёзув топилмади': 'Jazıw tabılmadı',
    'Бу амални бажаришга рўхсат берилмаган': 'Bul ámeldi orınlawǵa ruqsat berilmegen',
    'Маълумотлар нотўғри киритилган': 'Maǵlıwmatlar nadurıs kiritilgen',
    'Ёзув бошқа фойдаланувчи томонидан ўзгартирилган. Саҳифани янгилаб, қайта уриниб кўринг.':
      'Jazıw basqa paydalanıwshı tárepinen ózgertilgen. Betti jańalap, qayta urınıp kóriń.',
    'Ёзувни ўчириб бўлмайди: унга бошқа ёзувлар боғланган': 'Jazıwdı óshirip bolmaydı: oǵan basqa jazıwlar baylanısqan',
  },
  km: {
    'Форма элементи топилмади': 'រកមិនឃើញធាតុទម្រង់',
    'Файл топилмади': 'រកមិនឃើញឯកសារ',
    'Ёзув топилмади': 'រកមិនឃើញកំណត់ត្រា',
  },
};
