import { builtInTableParts } from './builtInTableParts';
import { BUILT_IN_OTHER_TABLES } from './builtInTablesOther';
import { BUILT_IN_USER_TABLES } from './builtInTablesUsers';
import type { TableSeed } from './TableSeed';

const { builtIn, id, text, flag, datetime, formLink, addButton } = builtInTableParts;

/**
 * The platform's configuration collections (docs/behaviour.md §2) as tables over the public schema, one per collection
 * and named after it, for the "Конфигурация" menu. Seeded in production as in demo (seedBuiltInConfig).
 * Each SQL names its columns: users never expose password_hash or otp_secret. A record's name (or title,
 * label) opens its collection's form; 'Қўшиш' opens an empty one where adding makes sense.
 *
 * @example
 * BUILT_IN_TABLES.map((t) => t.name); // ['menus', 'tables', 'table_columns', ...]
 */
export const BUILT_IN_TABLES: TableSeed[] = [
  builtIn({
    name: 'menus',
    title: 'Менюлар',
    // The parent by its name (a translation key, shown in the reader's language), not its id.
    sourceSql: `SELECT m.id, m.parent_id, p.name AS parent_name, m.project_id, m.name, m.link, m.css_class, m.badge, m.badge_type,
  m.is_homepage, m.sort_order, m.permission
FROM menus m LEFT JOIN menus p ON p.id = m.parent_id`,
    columns: [
      id,
      formLink(text('Номи', 'name', 240), 'menus'),
      text('Ҳавола', 'link', 240),
      { ...text('Юқори меню', 'parent_name', 180), cellFormat: 'translate' },
      text('Лойиҳа', 'project_id', 120),
      text('Белги', 'css_class'),
      text('Нишон', 'badge', 100),
      flag('Бош саҳифа', 'is_homepage'),
      text('Тартиб', 'sort_order', 90),
      text('Рухсат', 'permission', 160),
    ],
    filters: [{ type: 'input', dataField: 'name', label: 'Номи', width: 4 }],
    buttons: [addButton('menus')],
  }),
  builtIn({
    name: 'tables',
    title: 'Жадваллар',
    sourceSql: 'SELECT id, name, title, project_id, source_table, page_size, paging, is_public, is_built_in, permission FROM tables',
    columns: [
      id,
      formLink(text('Номи', 'name', 200), 'tables'),
      { ...text('Сарлавҳа', 'title', 260), link: '/tables/{name}' },
      text('Лойиҳа', 'project_id', 120),
      text('Манба жадвал', 'source_table', 160),
      text('Саҳифа ҳажми', 'page_size', 110),
      text('Саҳифалаш', 'paging', 110),
      flag('Очиқ', 'is_public'),
      flag('Ички', 'is_built_in'),
      text('Рухсат', 'permission', 160),
    ],
    filters: [{ type: 'input', dataField: 'name', label: 'Номи', width: 4 }],
    buttons: [addButton('tables')],
  }),
  builtIn({
    name: 'table_columns',
    title: 'Жадвал устунлари',
    sourceSql: `SELECT c.id, c.table_id, t.name AS table_name, c.parent_id, p.title AS parent_title, c.level, c.position, c.title,
  c.data_field, c.width, c.sum_type
FROM table_columns c JOIN tables t ON t.id = c.table_id LEFT JOIN table_columns p ON p.id = c.parent_id`,
    defaultSort: 'table_id',
    columns: [
      id,
      text('Жадвал', 'table_name', 180),
      formLink(text('Сарлавҳа', 'title', 220), 'table_columns'),
      text('Майдон', 'data_field', 180),
      { ...text('Юқори устун', 'parent_title', 160), cellFormat: 'translate' },
      text('Даража', 'level', 90),
      text('Тартиб', 'position', 90),
      text('Эни', 'width', 90),
      text('Жамлаш', 'sum_type', 100),
    ],
    filters: [{ type: 'input', dataField: 'table_name', label: 'Жадвал', width: 4 }],
    buttons: [addButton('table_columns')],
  }),
  builtIn({
    name: 'table_filters',
    title: 'Жадвал филтрлари',
    sourceSql: `SELECT f.id, f.table_id, t.name AS table_name, f.level, f.position, f.type, f.data_field, f.label, f.data_source
FROM table_filters f JOIN tables t ON t.id = f.table_id`,
    defaultSort: 'table_id',
    columns: [
      id,
      text('Жадвал', 'table_name', 180),
      formLink(text('Номи', 'label', 200), 'table_filters', '&table_name={table_name}&table_level={level}'),
      text('Тури', 'type', 120),
      text('Майдон', 'data_field', 180),
      text('Маълумот манбаи', 'data_source', 160),
      text('Даража', 'level', 90),
      text('Тартиб', 'position', 90),
    ],
    filters: [{ type: 'input', dataField: 'table_name', label: 'Жадвал', width: 4 }],
    buttons: [addButton('table_filters')],
  }),
  builtIn({
    name: 'translations',
    title: 'Таржималар',
    sourceSql: 'SELECT id, locale, key, value FROM translations',
    columns: [id, text('Тил', 'locale', 80), formLink(text('Калит', 'key', 360), 'translations'), text('Таржима', 'value', 360)],
    filters: [
      {
        type: 'select',
        dataField: 'locale',
        label: 'Тил',
        width: 2,
        data: ['uz', 'la', 'ru', 'en', 'qq', 'km'].map((code) => ({ id: code, name: code })),
      },
      { type: 'input', dataField: 'key', label: 'Калит', width: 4 },
      { type: 'input', dataField: 'value', label: 'Таржима', width: 4 },
    ],
    buttons: [addButton('translations')],
  }),
  builtIn({
    name: 'user_logs',
    title: 'Фойдаланувчи амаллари',
    sourceSql: 'SELECT id, user_id, username, action_type, action_title, full_url, ip, created_at FROM user_logs',
    defaultOrder: -1,
    columns: [
      id,
      datetime('Вақти', 'created_at'),
      text('Логин', 'username', 160),
      formLink(text('Амал', 'action_type', 140), 'user_logs'),
      text('Номи', 'action_title', 220),
      text('Манзил', 'full_url', 300),
      text('IP', 'ip', 130),
    ],
    filters: [
      { type: 'input', dataField: 'username', label: 'Логин', width: 3 },
      { type: 'input', dataField: 'action_type', label: 'Амал', width: 3 },
      { type: 'date', dataField: 'created_at', label: 'Вақти', width: 3 },
    ],
  }),
  builtIn({
    name: 'platon_pages',
    title: 'Саҳифалар',
    sourceSql: 'SELECT id, name, title, is_scoped, is_public, permission FROM platon_pages',
    columns: [
      id,
      formLink(text('Номи', 'name', 200), 'platon_pages'),
      { ...text('Сарлавҳа', 'title', 280), link: '/pages/{name}' },
      flag('Изоляция', 'is_scoped'),
      flag('Очиқ', 'is_public'),
      text('Рухсат', 'permission', 160),
    ],
    buttons: [addButton('platon_pages')],
  }),
  ...BUILT_IN_OTHER_TABLES,
  ...BUILT_IN_USER_TABLES,
];
