import type { FormChoiceControlsMessage } from '../../../src/core/i18n/messages/formChoiceControlsMessages';
import type { AreaTranslations } from './AreaTranslations';

/** Texts of the select, scroll select, file and image form controls, in every non-default locale (uz is the key itself). */
export const FORM_CHOICE_CONTROLS_TRANSLATIONS: AreaTranslations<FormChoiceControlsMessage> = {
  la: {
    Танланганлар: 'Tanlanganlar',
    'Олиб ташлаш: {0}': 'Olib tashlash: {0}',
    'ёки файлларни шу ерга ташланг': 'yoki fayllarni shu yerga tashlang',
    Кўриш: 'Koʻrish',
    'Кесиб юклаш': 'Kesib yuklash',
    'Расмни кесиш': 'Rasmni kesish',
    Кесиш: 'Kesish',
    Катталаштириш: 'Kattalashtirish',
  },
  ru: {
    Танланганлар: 'Выбранные',
    'Олиб ташлаш: {0}': 'Убрать: {0}',
    'ёки файлларни шу ерга ташланг': 'или перетащите файлы сюда',
    Кўриш: 'Просмотр',
    'Кесиб юклаш': 'Обрезать и загрузить',
    'Расмни кесиш': 'Обрезка изображения',
    Кесиш: 'Обрезать',
    Катталаштириш: 'Масштаб',
  },
  en: {
    Танланганлар: 'Selected',
    'Олиб ташлаш: {0}': 'Remove: {0}',
    'ёки файлларни шу ерга ташланг': 'or drop files here',
    Кўриш: 'Preview',
    'Кесиб юклаш': 'Crop and upload',
    'Расмни кесиш': 'Crop image',
    Кесиш: 'Crop',
    Катталаштириш: 'Zoom',
  },
  qq: {
    Танланганлар: 'Tańlanǵanlar',
    'Олиб ташлаш: {0}': 'Alıp taslaw: {0}',
    'ёки файлларни шу ерга ташланг': 'yamasa fayllardı usı jerge taslań',
    Кўриш: 'Kóriw',
    'Кесиб юклаш': 'Kesip júklew',
    'Расмни кесиш': 'Súwretti kesiw',
    Кесиш: 'Kesiw',
    Катталаштириш: 'Úlkeytiw',
  },
  km: {
    Танланганлар: 'បានជ្រើសរើស',
    Кўриш: 'មើល',
    Кесиш: 'កាត់',
  },
};
