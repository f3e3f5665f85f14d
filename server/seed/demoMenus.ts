/** One node of the demo sidebar as seeded; names are Uzbek Cyrillic translation keys (see menuTranslations). */
export interface MenuSeed {
  name: string;
  link?: string;
  cssClass?: string;
  badge?: string;
  /** A table whose row count (under the link's filters) is the live badge (docs/behaviour.md §2 datasource). */
  datasource?: string;
  badgeType?: string;
  hasDividerBefore?: boolean;
  isHomepage?: boolean;
  isTrackMenu?: boolean;
  permission?: string;
  /** The platform's own configuration belongs to project `platon`; admins get edit links only for others. */
  projectId?: string;
  children?: MenuSeed[];
  /**
   * The sidebar release that brought the item (1 when absent). A database seeded by an older release gets the
   * newer items once, on its next start (seedDemoMenuAdditions).
   */
  addedIn?: number;
  /** Children are numbered (i + 1) × this (10 when absent): the seeds' numbering, which upgrades compare. */
  sortStep?: number;
}

/**
 * Sidebar of the demo citizen-appeals registry (README.md): three levels, badges (the appeals items' counted
 * live from their datasource, so they agree with the table they open), one divider, one homepage.
 */
export const DEMO_MENUS: MenuSeed[] = [
  {
    name: 'Мурожаатлар',
    cssClass: 'fa-solid fa-envelope-open-text',
    children: [
      {
        name: 'Барча мурожаатлар',
        link: '/tables/appeals',
        cssClass: 'fa-solid fa-list',
        isHomepage: true,
        isTrackMenu: true,
        datasource: 'appeals',
        badgeType: 'primary',
      },
      { name: 'Янги мурожаат', link: '/forms/appeals', cssClass: 'fa-solid fa-plus' },
      { name: 'Ҳудудлар кесимида', link: '/tables/appeals_by_region', cssClass: 'fa-solid fa-layer-group' },
      {
        name: 'Ҳолат бўйича',
        cssClass: 'fa-solid fa-filter',
        children: [
          {
            name: 'Кўриб чиқилмоқда',
            link: '/tables/appeals?status_id=2',
            cssClass: 'fa-solid fa-hourglass-half',
            datasource: 'appeals',
            badgeType: 'warning',
            isTrackMenu: true,
          },
          {
            name: 'Ҳал этилган',
            link: '/tables/appeals?status_id=3',
            cssClass: 'fa-solid fa-circle-check',
            datasource: 'appeals',
            badgeType: 'success',
          },
          {
            name: 'Рад этилган',
            link: '/tables/appeals?status_id=5',
            cssClass: 'fa-solid fa-circle-xmark',
            datasource: 'appeals',
            badgeType: 'danger',
          },
        ],
      },
      // The form that shows every control (README.md); seedDemoMenuAdditions adds it to older databases.
      { name: 'Барча элементлар', link: '/forms/kitchen_sink', cssClass: 'fa-solid fa-shapes' },
      // The import dialog (docs/behaviour.md §1 /import/...): appeals from a spreadsheet (seedDemoImports).
      { name: 'Мурожаатларни импорт қилиш', link: '/import/appeals', cssClass: 'fa-solid fa-file-import' },
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
  {
    name: 'Бошқарув панели',
    link: '/pages/dashboard',
    cssClass: 'fa-solid fa-chart-line',
    hasDividerBefore: true,
    badge: 'янги',
    badgeType: 'info',
  },
  // The user guide (issue 15); seedDemoInstructions repoints older databases' placeholder address here.
  { name: 'Фойдаланувчи қўлланмаси', link: '/instructions', cssClass: 'fa-solid fa-circle-question' },
  // The platform's own pages (issue 14 onwards): background jobs for everyone, the rest by permission.
  {
    name: 'Тизим',
    cssClass: 'fa-solid fa-screwdriver-wrench',
    addedIn: 2,
    children: [
      { name: 'Фон вазифалари', link: '/async', cssClass: 'fa-solid fa-list-check', addedIn: 2 },
      { name: 'Файл менежери', link: '/system/file-manager', cssClass: 'fa-solid fa-folder-open', permission: 'platon.admin', addedIn: 2 },
      { name: 'Ўлчами ўзгарувчан саҳифа', link: '/system/resizable-page', cssClass: 'fa-solid fa-table-columns', addedIn: 2 },
      // Support staff without administration reach the requests from the account menu.
      { name: 'Қайта қўнғироқ сўровлари', link: '/system/call24', cssClass: 'fa-solid fa-phone', permission: 'platon.admin', addedIn: 2 },
      {
        name: 'Маълумотлар базаси бошқаруви',
        link: '/system/db-control',
        cssClass: 'fa-solid fa-database',
        permission: 'platon.admin',
        addedIn: 2,
      },
    ],
  },
  {
    name: 'Конфигурация',
    cssClass: 'fa-solid fa-gears',
    permission: 'platon.admin',
    projectId: 'platon',
    // Every configuration collection's built-in table (docs/behaviour.md §2); seedDemoMenuAdditions brings the ones added
    // since a database was seeded.
    children: [
      { name: 'Менюлар', link: '/tables/menus', cssClass: 'fa-solid fa-bars' },
      { name: 'Жадваллар', link: '/tables/tables', cssClass: 'fa-solid fa-table' },
      { name: 'Жадвал устунлари', link: '/tables/table_columns', cssClass: 'fa-solid fa-table-columns' },
      { name: 'Жадвал филтрлари', link: '/tables/table_filters', cssClass: 'fa-solid fa-filter' },
      { name: 'Жадвал тугмалари', link: '/tables/table_buttons', cssClass: 'fa-solid fa-square-plus' },
      { name: 'Формалар', link: '/tables/forms', cssClass: 'fa-solid fa-pen-to-square' },
      { name: 'Форма элементлари', link: '/tables/form_elements', cssClass: 'fa-solid fa-list-check' },
      { name: 'Саҳифалар', link: '/tables/platon_pages', cssClass: 'fa-solid fa-file-lines' },
      { name: 'Саҳифа компонентлари', link: '/tables/platon_page_components', cssClass: 'fa-solid fa-puzzle-piece' },
      { name: 'Таржималар', link: '/tables/translations', cssClass: 'fa-solid fa-language' },
      { name: 'Файл тоифалари', link: '/tables/file_categories', cssClass: 'fa-solid fa-folder-tree' },
      { name: 'Режалаштирилган вазифалар', link: '/tables/cron', cssClass: 'fa-solid fa-clock' },
      { name: 'Вазифа амаллари', link: '/tables/cron_crud', cssClass: 'fa-solid fa-gear' },
      { name: 'API босқичлари', link: '/tables/api_stages', cssClass: 'fa-solid fa-server' },
      { name: 'API нуқталари', link: '/tables/api_endpoints', cssClass: 'fa-solid fa-plug' },
      { name: 'API кўрсаткичлари', link: '/tables/api_metrics', cssClass: 'fa-solid fa-gauge' },
      { name: 'SQL кўрсаткичлари', link: '/tables/sql_metrics', cssClass: 'fa-solid fa-database' },
      { name: 'Excel импорт созламалари', link: '/tables/excel_import_configs', cssClass: 'fa-solid fa-file-import' },
      { name: 'Excel устунлари', link: '/tables/excel_import_row_handlers', cssClass: 'fa-solid fa-file-excel' },
      { name: 'Экспорт манбалари', link: '/tables/export_resources', cssClass: 'fa-solid fa-file-export' },
      { name: 'Ҳужжат шаблонлари', link: '/tables/document_templates', cssClass: 'fa-solid fa-file-contract' },
      { name: 'Йўриқномалар', link: '/tables/instructions', cssClass: 'fa-solid fa-book-open' },
    ],
  },
  { name: 'Чиқиш', link: '/system/logout', cssClass: 'fa-solid fa-right-from-bracket' },
];
