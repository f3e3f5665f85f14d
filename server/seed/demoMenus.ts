/** One node of the demo sidebar as seeded; names are Uzbek Cyrillic translation keys (see menuTranslations). */
export interface MenuSeed {
  name: string;
  link?: string;
  cssClass?: string;
  badge?: string;
  badgeType?: string;
  hasDividerBefore?: boolean;
  isHomepage?: boolean;
  isTrackMenu?: boolean;
  permission?: string;
  /** The platform's own configuration belongs to project `platon`; admins get edit links only for others. */
  projectId?: string;
  children?: MenuSeed[];
}

/** Sidebar of the demo citizen-appeals registry (DESIGN §4): three levels, badges, one divider, one homepage. */
export const DEMO_MENUS: MenuSeed[] = [
  {
    name: 'Мурожаатлар',
    cssClass: 'fa-solid fa-envelope-open-text',
    children: [
      { name: 'Барча мурожаатлар', link: '/tables/appeals', cssClass: 'fa-solid fa-list', isHomepage: true, isTrackMenu: true, badge: '128', badgeType: 'primary' },
      { name: 'Янги мурожаат', link: '/forms/appeals', cssClass: 'fa-solid fa-plus' },
      { name: 'Ҳудудлар кесимида', link: '/tables/appeals_by_region', cssClass: 'fa-solid fa-layer-group' },
      {
        name: 'Ҳолат бўйича',
        cssClass: 'fa-solid fa-filter',
        children: [
          { name: 'Кўриб чиқилмоқда', link: '/tables/appeals?status_id=2', cssClass: 'fa-solid fa-hourglass-half', badge: '12', badgeType: 'warning', isTrackMenu: true },
          { name: 'Ҳал этилган', link: '/tables/appeals?status_id=3', cssClass: 'fa-solid fa-circle-check', badge: '97', badgeType: 'success' },
          { name: 'Рад этилган', link: '/tables/appeals?status_id=5', cssClass: 'fa-solid fa-circle-xmark', badge: '3', badgeType: 'danger' },
        ],
      },
    ],
  },
  {
    name: 'Маълумотномалар',
    cssClass: 'fa-solid fa-book',
    children: [
      { name: 'Ҳудудлар', link: '/tables/regions', cssClass: 'fa-solid fa-map' },
      { name: 'Туманлар', link: '/tables/districts', cssClass: 'fa-solid fa-map-location-dot' },
      { name: 'Ташкилотлар', link: '/tables/organizations', cssClass: 'fa-solid fa-building' },
      { name: 'Тоифалар', link: '/tables/categories', cssClass: 'fa-solid fa-tags' },
      { name: 'Ҳолатлар', link: '/tables/statuses', cssClass: 'fa-solid fa-traffic-light' },
    ],
  },
  { name: 'Бошқарув панели', link: '/pages/dashboard', cssClass: 'fa-solid fa-chart-line', hasDividerBefore: true, badge: 'new', badgeType: 'info' },
  { name: 'Фойдаланувчи қўлланмаси', link: 'https://example.com/platon/guide', cssClass: 'fa-solid fa-circle-question' },
  {
    name: 'Конфигурация',
    cssClass: 'fa-solid fa-gears',
    permission: 'platon.admin',
    projectId: 'platon',
    children: [
      { name: 'Менюлар', link: '/tables/menus', cssClass: 'fa-solid fa-bars' },
      { name: 'Жадваллар', link: '/tables/tables', cssClass: 'fa-solid fa-table' },
      { name: 'Формалар', link: '/tables/forms', cssClass: 'fa-solid fa-pen-to-square' },
      { name: 'Саҳифалар', link: '/tables/platon_pages', cssClass: 'fa-solid fa-file-lines' },
      { name: 'Таржималар', link: '/tables/translations', cssClass: 'fa-solid fa-language' },
      { name: 'Фойдаланувчилар', link: '/tables/users', cssClass: 'fa-solid fa-users' },
      { name: 'Фойдаланувчи амаллари', link: '/tables/user_logs', cssClass: 'fa-solid fa-clock-rotate-left' },
    ],
  },
  { name: 'Чиқиш', link: '/system/logout', cssClass: 'fa-solid fa-right-from-bracket' },
];
