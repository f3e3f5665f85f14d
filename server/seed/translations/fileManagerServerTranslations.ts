import type { FileManagerServerMessage } from '../../../src/core/i18n/messages/fileManagerServerMessages';
import type { AreaTranslations } from './AreaTranslations';

/** The file manager's texts the server sends, in every non-default locale (uz is the key itself). */
export const FILE_MANAGER_SERVER_TRANSLATIONS: AreaTranslations<FileManagerServerMessage> = {
  la: {
    'Форма файллари': 'Forma fayllari',
    'Тизим файллари': 'Tizim fayllari',
    'Тоифа топилмади': 'Toifa topilmadi',
    'Папка номи нотўғри': 'Papka nomi notoʻgʻri',
    'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг': 'Fayl yozuvlarda ishlatilmoqda: avval uni ulardan olib tashlang',
  },
  ru: {
    'Форма файллари': 'Файлы форм',
    'Тизим файллари': 'Системные файлы',
    'Тоифа топилмади': 'Категория не найдена',
    'Папка номи нотўғри': 'Неверное имя папки',
    'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг': 'Файл используется в записях: сначала уберите его из них',
  },
  en: {
    'Форма файллари': 'Form files',
    'Тизим файллари': 'System files',
    'Тоифа топилмади': 'Category not found',
    'Папка номи нотўғри': 'Invalid folder name',
    'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг': 'The file is used in records: remove it from them first',
  },
  qq: {
    'Форма файллари': 'Forma faylları',
    'Тизим файллари': 'Sistema faylları',
    'Тоифа топилмади': 'Kategoriya tabılmadı',
    'Папка номи нотўғри': 'Papka atı qáte',
    'Файл ёзувларда ишлатилмоқда: аввал уни улардан олиб ташланг': 'Fayl jazıwlarda paydalanılmaqta: aldın onı olardan alıp taslań',
  },
  km: {},
};
