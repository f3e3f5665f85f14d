import { builtInTableParts } from './builtInTableParts';
import type { TableSeed } from './TableSeed';

const { builtIn, id, text, flag, datetime, formLink, addButton } = builtInTableParts;

/** The usual shape: id, the name linking to the collection's form, a few columns, a filter on the name and 'Қўшиш'. */
function named(name: string, title: string, sourceSql: string, columns: TableSeed['columns']): TableSeed {
  return builtIn({
    name,
    title,
    sourceSql,
    columns: [id, formLink(text('Номи', 'name', 240), name), ...columns],
    filters: [{ type: 'input', dataField: 'name', label: 'Номи', width: 4 }],
    buttons: [addButton(name)],
  });
}

/**
 * The built-in tables of the configuration collections that arrived with forms (docs/behaviour.md §2): forms and their
 * elements, table buttons, files, schedules, API, imports, exports, metrics, templates, page components and
 * instructions. Part of BUILT_IN_TABLES.
 *
 * @example
 * BUILT_IN_OTHER_TABLES.find((t) => t.name === 'form_elements')?.columns[3].link; // '/forms/form_elements/{id}?_target=modal&form_name={form_name}'
 */
export const BUILT_IN_OTHER_TABLES: TableSeed[] = [
  builtIn({
    name: 'forms',
    title: 'Формалар',
    sourceSql:
      'SELECT id, name, title, project_id, source_table, is_public, is_built_in, can_insert, can_update, can_delete, permission FROM forms',
    columns: [
      id,
      formLink(text('Номи', 'name', 200), 'forms'),
      { ...text('Сарлавҳа', 'title', 240), link: '/forms/{name}' },
      text('Лойиҳа', 'project_id', 120),
      text('Манба жадвал', 'source_table', 180),
      flag('Очиқ', 'is_public'),
      flag('Ички', 'is_built_in'),
      flag('Қўшиш мумкин', 'can_insert'),
      flag('Таҳрирлаш мумкин', 'can_update'),
      flag('Ўчириш мумкин', 'can_delete'),
      text('Рухсат', 'permission', 160),
    ],
    filters: [{ type: 'input', dataField: 'name', label: 'Номи', width: 4 }],
    buttons: [addButton('forms')],
  }),
  builtIn({
    name: 'form_elements',
    title: 'Форма элементлари',
    sourceSql: `SELECT e.id, e.form_id, f.name AS form_name, e.parent_id, coalesce(nullif(p.label, ''), p.type) AS parent_label, e.position,
  e.type, e.data_field, e.label, e.is_required
FROM form_elements e JOIN forms f ON f.id = e.form_id LEFT JOIN form_elements p ON p.id = e.parent_id`,
    defaultSort: 'form_id',
    columns: [
      id,
      text('Форма', 'form_name', 160),
      formLink(text('Тури', 'type', 130), 'form_elements', '&form_name={form_name}'),
      formLink(text('Ёрлиқ', 'label', 220), 'form_elements', '&form_name={form_name}'),
      text('Майдон', 'data_field', 180),
      { ...text('Юқори элемент', 'parent_label', 160), cellFormat: 'translate' },
      text('Тартиб', 'position', 90),
      flag('Мажбурий', 'is_required'),
    ],
    filters: [
      { type: 'input', dataField: 'form_name', label: 'Форма', width: 3 },
      { type: 'input', dataField: 'type', label: 'Тури', width: 3 },
      { type: 'input', dataField: 'data_field', label: 'Майдон', width: 3 },
    ],
    buttons: [addButton('form_elements')],
  }),
  builtIn({
    name: 'table_buttons',
    title: 'Жадвал тугмалари',
    sourceSql: `SELECT b.id, b.table_id, t.name AS table_name, b.level, b.position, b.label, b.link, b.placement
FROM table_buttons b JOIN tables t ON t.id = b.table_id`,
    defaultSort: 'table_id',
    columns: [
      id,
      text('Жадвал', 'table_name', 180),
      formLink(text('Ёрлиқ', 'label', 200), 'table_buttons'),
      text('Ҳавола', 'link', 260),
      text('Жойи', 'placement', 90),
      text('Даража', 'level', 90),
      text('Тартиб', 'position', 90),
    ],
    filters: [{ type: 'input', dataField: 'table_name', label: 'Жадвал', width: 4 }],
    buttons: [addButton('table_buttons')],
  }),
  named('file_categories', 'Файл тоифалари', 'SELECT id, name, allowed_extensions, max_size FROM file_categories', [
    text('Рухсат этилган кенгайтмалар', 'allowed_extensions', 240),
    text('Файл ҳажми, КБ', 'max_size', 140),
  ]),
  named('cron', 'Режалаштирилган вазифалар', 'SELECT id, name, expression, time_zone, handler, is_active FROM cron', [
    text('Cron ифодаси', 'expression', 160),
    text('Вақт минтақаси', 'time_zone', 140),
    text('Нима бажарилади', 'handler', 200),
    flag('Фаол', 'is_active'),
  ]),
  builtIn({
    name: 'cron_crud',
    title: 'Вазифа амаллари',
    sourceSql: 'SELECT c.id, c.cron_id, j.name AS cron_name, c.operation, c.target FROM cron_crud c LEFT JOIN cron j ON j.id = c.cron_id',
    columns: [
      id,
      text('Вазифа', 'cron_name', 220),
      formLink(text('Амал', 'operation', 140), 'cron_crud'),
      text('Нишон жадвал', 'target', 200),
    ],
    buttons: [addButton('cron_crud')],
  }),
  named('api_stages', 'API босқичлари', 'SELECT id, name, base_url FROM api_stages', [text('Асосий манзил', 'base_url', 320)]),
  builtIn({
    name: 'api_endpoints',
    title: 'API нуқталари',
    sourceSql: `SELECT e.id, e.method, e.path, e.stage_id, s.name AS stage_name, e.permission
FROM api_endpoints e LEFT JOIN api_stages s ON s.id = e.stage_id`,
    columns: [
      id,
      text('Усул', 'method', 90),
      formLink(text('Йўл', 'path', 280), 'api_endpoints'),
      text('Босқич', 'stage_name', 180),
      text('Рухсат', 'permission', 160),
    ],
    filters: [{ type: 'input', dataField: 'path', label: 'Йўл', width: 4 }],
    buttons: [addButton('api_endpoints')],
  }),
  named('excel_import_configs', 'Excel импорт созламалари', 'SELECT id, name, target_table, note FROM excel_import_configs', [
    text('Нишон жадвал', 'target_table', 200),
    text('Изоҳ матни', 'note', 320),
  ]),
  builtIn({
    name: 'excel_import_row_handlers',
    title: 'Excel устунлари',
    sourceSql: `SELECT h.id, h.config_id, c.name AS config_name, h.column_name, h.data_field
FROM excel_import_row_handlers h LEFT JOIN excel_import_configs c ON c.id = h.config_id`,
    columns: [
      id,
      text('Импорт', 'config_name', 220),
      formLink(text('Excel устуни', 'column_name', 140), 'excel_import_row_handlers'),
      text('Майдон', 'data_field', 200),
    ],
    buttons: [addButton('excel_import_row_handlers')],
  }),
  builtIn({
    name: 'api_metrics',
    title: 'API кўрсаткичлари',
    sourceSql: 'SELECT id, endpoint, calls, avg_ms, recorded_at FROM api_metrics',
    defaultOrder: -1,
    columns: [
      id,
      formLink(text('Нуқта', 'endpoint', 320), 'api_metrics'),
      { ...text('Чақирувлар', 'calls', 120), dataAlign: 'right', sumType: 'sum' },
      { ...text('Ўртача, мс', 'avg_ms', 120), dataAlign: 'right', numberFormat: 1 },
      datetime('Вақти', 'recorded_at'),
    ],
  }),
  named('export_resources', 'Экспорт манбалари', 'SELECT id, name, source_sql FROM export_resources', [
    text('SQL сўров', 'source_sql', 420),
  ]),
  builtIn({
    name: 'sql_metrics',
    title: 'SQL кўрсаткичлари',
    sourceSql: 'SELECT id, query_name, calls, avg_ms, recorded_at FROM sql_metrics',
    defaultOrder: -1,
    columns: [
      id,
      formLink(text('Сўров', 'query_name', 320), 'sql_metrics'),
      { ...text('Чақирувлар', 'calls', 120), dataAlign: 'right', sumType: 'sum' },
      { ...text('Ўртача, мс', 'avg_ms', 120), dataAlign: 'right', numberFormat: 1 },
      datetime('Вақти', 'recorded_at'),
    ],
  }),
  named('document_templates', 'Ҳужжат шаблонлари', 'SELECT id, name FROM document_templates', []),
  builtIn({
    name: 'platon_page_components',
    title: 'Саҳифа компонентлари',
    sourceSql: `SELECT c.id, c.page_id, p.name AS page_name, c.name, c.sort_order, c.is_scoped
FROM platon_page_components c JOIN platon_pages p ON p.id = c.page_id`,
    defaultSort: 'page_id',
    columns: [
      id,
      text('Саҳифа', 'page_name', 180),
      formLink(text('Номи', 'name', 220), 'platon_page_components'),
      text('Тартиб', 'sort_order', 90),
      flag('Изоляция', 'is_scoped'),
    ],
    filters: [{ type: 'input', dataField: 'page_name', label: 'Саҳифа', width: 4 }],
    buttons: [addButton('platon_page_components')],
  }),
  builtIn({
    name: 'instructions',
    title: 'Йўриқномалар',
    sourceSql: 'SELECT id, main, sub, title, sort_order, is_active, permission FROM instructions',
    defaultSort: 'sort_order',
    columns: [
      id,
      text('Бўлим', 'main', 160),
      text('Кичик бўлим', 'sub', 160),
      formLink(text('Сарлавҳа', 'title', 320), 'instructions'),
      text('Тартиб', 'sort_order', 90),
      flag('Фаол', 'is_active'),
      text('Рухсат', 'permission', 160),
    ],
    filters: [{ type: 'input', dataField: 'title', label: 'Сарлавҳа', width: 4 }],
    buttons: [addButton('instructions')],
  }),
];
