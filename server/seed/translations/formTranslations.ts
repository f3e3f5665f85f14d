import type { FormMessage } from '../../../src/core/i18n/messages/formMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The form screen and the validation messages, in every non-default locale (uz is the key itself). */
export const FORM_TRANSLATIONS: AreaTranslations<FormMessage> = {
  la: {
    'Нотўғри қиймат': 'Noto‘g‘ri qiymat',
    'Бутунлай ўчириш': 'Butunlay o‘chirish',
    'Маълумотни ўчиришни хоҳлайсизми?': 'Ma’lumotni o‘chirishni xohlaysizmi?',
    'Маълумотни бутунлай ўчиришни хоҳлайсизми?': 'Ma’lumotni butunlay o‘chirishni xohlaysizmi?',
    'Маълумотлар ўчирилди': 'Ma’lumotlar o‘chirildi',
    'Ёзувни қайта юклаш': 'Yozuvni qayta yuklash',
    'Бу бўлимда хатолик бор': 'Bu bo‘limda xatolik bor',
    'Форма номи кўрсатилмаган': 'Forma nomi ko‘rsatilmagan',
  },
  ru: {
    'Нотўғри қиймат': 'Неверное значение',
    'Бутунлай ўчириш': 'Удалить навсегда',
    'Маълумотни ўчиришни хоҳлайсизми?': 'Удалить запись?',
    'Маълумотни бутунлай ўчиришни хоҳлайсизми?': 'Удалить запись навсегда?',
    'Маълумотлар ўчирилди': 'Данные удалены',
    'Ёзувни қайта юклаш': 'Загрузить запись заново',
    'Бу бўлимда хатолик бор': 'В этом разделе есть ошибки',
    'Форма номи кўрсатилмаган': 'Не указано имя формы',
  },
  en: {
    'Нотўғри қиймат': 'Invalid value',
    'Бутунлай ўчириш': 'Delete permanently',
    'Маълумотни ўчиришни хоҳлайсизми?': 'Delete this record?',
    'Маълумотни бутунлай ўчиришни хоҳлайсизми?': 'Delete this record permanently?',
    'Маълумотлар ўчирилди': 'The record was deleted',
    'Ёзувни қайта юклаш': 'Reload the record',
    'Бу бўлимда хатолик бор': 'This section has errors',
    'Форма номи кўрсатилмаган': 'The form name is missing',
  },
  qq: {
    'Нотўғри қиймат': 'Nadurıs mánis',
    'Бутунлай ўчириш': 'Pútkilley óshiriw',
    'Маълумотни ўчиришни хоҳлайсизми?': 'Maǵlıwmattı óshiriwdi qáleysiz be?',
    'Маълумотни бутунлай ўчиришни хоҳлайсизми?': 'Maǵlıwmattı pútkilley óshiriwdi qáleysiz be?',
    'Маълумотлар ўчирилди': 'Maǵlıwmatlar óshirildi',
    'Ёзувни қайта юклаш': 'Jazıwdı qayta júklew',
    'Бу бўлимда хатолик бор': 'Bul bólimde qátelik bar',
    'Форма номи кўрсатилмаган': 'Forma atı kórsetilmegen',
  },
  km: {},
};
