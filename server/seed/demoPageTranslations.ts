/**
 * The demo pages' texts (the `data-t` keys of demoPages.ts) in the other enabled locales; seeded with the
 * pages into `translations`, where an administrator edits them like any other text. 'Бошқарув панели' and
 * 'Хуш келибсиз, {0}' come with the menu and shell translations.
 */
export const DEMO_PAGE_TRANSLATIONS: Record<'la' | 'ru' | 'en' | 'qq', Record<string, string>> = {
  la: {
    'Менюдаги бандлар': 'Menyudagi bandlar',
    Бўлимлар: 'Boʻlimlar',
    'Лойиҳа версияси': 'Loyiha versiyasi',
    'Бу блокка фақат саҳифанинг умумий услублари таъсир қилади': 'Bu blokka faqat sahifaning umumiy uslublari taʼsir qiladi',
    'Администратор саҳифаси': 'Administrator sahifasi',
    'Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради':
      'Bu sahifani faqat platon.admin ruxsati bor foydalanuvchilar koʻradi',
    'Тизим ҳақида': 'Tizim haqida',
    'Бу саҳифа тизимга кирмасдан очилади': 'Bu sahifa tizimga kirmasdan ochiladi',
  },
  ru: {
    'Менюдаги бандлар': 'Пункты меню',
    Бўлимлар: 'Разделы',
    'Лойиҳа версияси': 'Версия проекта',
    'Бу блокка фақат саҳифанинг умумий услублари таъсир қилади': 'На этот блок действуют только общие стили страницы',
    'Администратор саҳифаси': 'Страница администратора',
    'Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради':
      'Эту страницу видят только пользователи с разрешением platon.admin',
    'Тизим ҳақида': 'О системе',
    'Бу саҳифа тизимга кирмасдан очилади': 'Эта страница открывается без входа в систему',
  },
  en: {
    'Менюдаги бандлар': 'Menu items',
    Бўлимлар: 'Sections',
    'Лойиҳа версияси': 'Project version',
    'Бу блокка фақат саҳифанинг умумий услублари таъсир қилади': 'Only the page’s general styles apply to this block',
    'Администратор саҳифаси': 'Administrator page',
    'Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради': 'Only users with the platon.admin permission see this page',
    'Тизим ҳақида': 'About the system',
    'Бу саҳифа тизимга кирмасдан очилади': 'This page opens without signing in',
  },
  qq: {
    'Менюдаги бандлар': 'Menyu elementleri',
    Бўлимлар: 'Bólimler',
    'Лойиҳа версияси': 'Joybar versiyası',
    'Бу блокка фақат саҳифанинг умумий услублари таъсир қилади': 'Bul blokqa tek bettiń ulıwma stilleri tásir etedi',
    'Администратор саҳифаси': 'Administrator beti',
    'Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради': 'Bul betti tek platon.admin ruqsatı bar paydalanıwshılar kóredi',
    'Тизим ҳақида': 'Sistema haqqında',
    'Бу саҳифа тизимга кирмасдан очилади': 'Bul bet sistemaǵa kirmesten ashıladı',
  },
};
