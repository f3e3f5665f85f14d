import { builtInFormParts } from './builtInFormParts';
import { BUILT_IN_TRANSLATIONS } from './builtInTranslations';
import type { FormSeed } from './FormSeed';

const { builtInForm, input, textarea, int, number, flag, select, json, code, sql, datetime, readOnly, tab } = builtInFormParts;

const LOCALES = ['uz', 'la', 'ru', 'en', 'qq', 'km'];
const name = input('name', 'Номи', { isRequired: true });
/** An inline option named in Uzbek with its name in every other locale (name_{locale}, docs/behaviour.md §2 Option). */
const translatedOption = (id: string, text: string) => ({
  id,
  name: text,
  ...Object.fromEntries(Object.entries(BUILT_IN_TRANSLATIONS).map(([locale, texts]) => [`name_${locale}`, texts[text] ?? text])),
});
/** An instruction's other languages, one tab each; an empty one shows the Uzbek text (docs/behaviour.md §2). */
const INSTRUCTION_LANGUAGES = [
  ['la', 'Ўзбекча (лотин)'],
  ['ru', 'Русча'],
  ['en', 'Инглизча'],
  ['qq', 'Қорақалпоқча'],
] as const;

/** What the platform records (metrics, the audit trail) is shown, never typed in: no insert, no update. */
function recorded(form: Omit<FormSeed, 'projectId' | 'isBuiltIn' | 'permission'>): FormSeed {
  return builtInForm({ ...form, canInsert: false, canUpdate: false, elements: readOnly(form.elements) });
}

/**
 * The platform's forms over the rest of its configuration collections (docs/behaviour.md §2): files, schedules, API,
 * imports, exports, translations, pages, instructions, the audit trail and metrics (read-only). Users,
 * roles and organisations have theirs in builtInFormsUsers.
 *
 * @example
 * BUILT_IN_OTHER_FORMS.find((form) => form.name === 'cron')?.canInsert; // true
 */
export const BUILT_IN_OTHER_FORMS: FormSeed[] = [
  builtInForm({
    name: 'file_categories',
    title: 'Файл тоифалари',
    sourceTable: 'file_categories',
    elements: [
      name,
      input('allowed_extensions', 'Рухсат этилган кенгайтмалар', { placeholder: 'pdf,docx,jpg' }),
      int('max_size', 'Файл ҳажми, КБ', { minValue: 0 }),
    ],
  }),
  builtInForm({
    name: 'cron',
    title: 'Режалаштирилган вазифалар',
    sourceTable: 'cron',
    elements: [
      name,
      input('expression', 'Cron ифодаси', {
        isRequired: true,
        placeholder: '0 3 * * *',
        hint: 'Дақиқа соат кун ой ҳафта куни; олдида сония бўлиши мумкин',
      }),
      input('time_zone', 'Вақт минтақаси', { isRequired: true, defaultValue: 'Asia/Tashkent', placeholder: 'Asia/Tashkent' }),
      select('handler', 'Нима бажарилади', [], {
        isRequired: true,
        allowClear: false,
        defaultValue: 'sql',
        width: 6,
        data: [
          translatedOption('sql', 'SQL сўрови'),
          translatedOption('purge_orphan_uploads', 'Эгасиз юкламаларни тозалаш'),
          translatedOption('export_table', 'Жадвални файл менежерига экспорт қилиш'),
          translatedOption('form_save', 'Вазифа амаллари (форма орқали сақлаш)'),
        ],
      }),
      sql('sql_text', 'SQL сўрови', { displayCondition: "handler == 'sql'", hint: 'Битта сўров, транзакцияда бажарилади' }),
      input('target', 'Жадвал', { displayCondition: "handler == 'export_table'", placeholder: 'appeals' }),
      int('timeout_seconds', 'Вақт чегараси, сония', { isRequired: true, defaultValue: 60, minValue: 1, maxValue: 86400 }),
      flag('catch_up', 'Ўтказиб юборилганини бажариш', {
        hint: 'Барча серверлар тўхтаган пайтдаги вазифа ишга тушганда бир марта бажарилади',
      }),
      flag('is_active', 'Фаол'),
      input('notify_logins', 'Хатоликдан хабардор қилинадиганлар', {
        width: 12,
        placeholder: 'admin, operator',
        hint: 'Фойдаланувчи номлари вергул билан: хатолик уларнинг фон вазифалари рўйхатида кўринади',
      }),
    ],
  }),
  builtInForm({
    name: 'cron_crud',
    title: 'Вазифа амаллари',
    sourceTable: 'cron_crud',
    elements: [
      int('cron_id', 'Вазифа ID', { isRequired: true }),
      select('operation', 'Амал', ['insert', 'update', 'delete', 'sql'], { isRequired: true }),
      input('target', 'Форма', { placeholder: 'appeals', hint: 'insert ва update учун: қаторлар шу форма орқали сақланади' }),
      sql('values_sql', 'Қийматлар SQL', { hint: 'Ҳар бир қатори форма орқали бир марта сақланади' }),
    ],
  }),
  builtInForm({
    name: 'api_stages',
    title: 'API босқичлари',
    sourceTable: 'api_stages',
    elements: [name, input('base_url', 'Асосий манзил', { placeholder: 'https://api.example.uz/' })],
  }),
  builtInForm({
    name: 'api_endpoints',
    title: 'API нуқталари',
    sourceTable: 'api_endpoints',
    elements: [
      select('method', 'Усул', ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { isRequired: true, defaultValue: 'GET', allowClear: false }),
      input('path', 'Йўл', { isRequired: true, width: 9, placeholder: '/v1/appeals' }),
      int('stage_id', 'Босқич ID'),
      input('permission', 'Рухсат'),
      sql('source_sql', 'SQL сўров'),
    ],
  }),
  builtInForm({
    name: 'excel_import_configs',
    title: 'Excel импорт созламалари',
    sourceTable: 'excel_import_configs',
    elements: [
      name,
      input('target_table', 'Нишон жадвал'),
      textarea('note', 'Изоҳ матни'),
      input('template_file_id', 'Шаблон файл ID'),
      input('sample_file_id', 'Намуна файл ID'),
    ],
  }),
  builtInForm({
    name: 'excel_import_row_handlers',
    title: 'Excel устунлари',
    sourceTable: 'excel_import_row_handlers',
    elements: [
      int('config_id', 'Импорт ID', { isRequired: true }),
      input('column_name', 'Excel устуни', { isRequired: true, width: 3, placeholder: 'A' }),
      input('data_field', 'Майдон', { isRequired: true }),
    ],
  }),
  recorded({
    name: 'user_logs',
    title: 'Фойдаланувчи амаллари',
    sourceTable: 'user_logs',
    // The audit trail has no version column and is never edited.
    versionColumn: null,
    canDelete: false,
    elements: [
      datetime('created_at', 'Вақти'),
      int('user_id', 'Фойдаланувчи ID'),
      input('username', 'Логин', { width: 5 }),
      input('action_type', 'Амал'),
      input('action_title', 'Номи'),
      input('full_url', 'Манзил', { width: 12 }),
      input('ip', 'IP'),
      textarea('browser_info', 'Браузер'),
      json('details', 'Тафсилотлар'),
    ],
  }),
  recorded({
    name: 'api_metrics',
    title: 'API кўрсаткичлари',
    sourceTable: 'api_metrics',
    elements: [
      input('endpoint', 'Нуқта', { width: 12 }),
      int('calls', 'Чақирувлар'),
      number('avg_ms', 'Ўртача, мс'),
      datetime('recorded_at', 'Вақти'),
    ],
  }),
  builtInForm({
    name: 'export_resources',
    title: 'Экспорт манбалари',
    sourceTable: 'export_resources',
    elements: [name, sql('source_sql', 'SQL сўров')],
  }),
  builtInForm({
    name: 'translations',
    title: 'Таржималар',
    sourceTable: 'translations',
    elements: [
      select('locale', 'Тил', LOCALES, { isRequired: true, allowClear: false }),
      textarea('key', 'Калит', { isRequired: true }),
      textarea('value', 'Таржима', { isRequired: true }),
    ],
  }),
  recorded({
    name: 'sql_metrics',
    title: 'SQL кўрсаткичлари',
    sourceTable: 'sql_metrics',
    elements: [
      input('query_name', 'Сўров', { width: 12 }),
      int('calls', 'Чақирувлар'),
      number('avg_ms', 'Ўртача, мс'),
      datetime('recorded_at', 'Вақти'),
    ],
  }),
  builtInForm({
    name: 'document_templates',
    title: 'Ҳужжат шаблонлари',
    sourceTable: 'document_templates',
    elements: [name, { type: 'rich_text', dataField: 'content', label: 'Мазмуни' }],
  }),
  builtInForm({
    name: 'platon_pages',
    title: 'Саҳифалар',
    sourceTable: 'platon_pages',
    elements: [
      input('name', 'Номи', { isRequired: true, mask: '/^[a-z0-9_-]*$/' }),
      input('title', 'Сарлавҳа'),
      input('permission', 'Рухсат'),
      flag('is_scoped', 'Изоляция'),
      flag('is_public', 'Очиқ'),
      code('css', 'CSS', 'css'),
      json('data', 'Маълумот'),
    ],
  }),
  builtInForm({
    name: 'platon_page_components',
    title: 'Саҳифа компонентлари',
    sourceTable: 'platon_page_components',
    elements: [
      int('page_id', 'Саҳифа ID', { isRequired: true }),
      input('name', 'Номи', { isRequired: true }),
      int('sort_order', 'Тартиб', { defaultValue: 0 }),
      flag('is_scoped', 'Изоляция'),
      code('content', 'HTML матн', 'html'),
      code('css', 'CSS', 'css'),
      // NOT NULL in the table: a new component starts with no scripts rather than failing the insert.
      json('scripts', 'Скриптлар', { isRequired: true, defaultValue: '[]', hint: 'Манзиллар рўйхати, JSON' }),
    ],
  }),
  builtInForm({
    name: 'instructions',
    title: 'Йўриқномалар',
    sourceTable: 'instructions',
    elements: [
      {
        type: 'tab_container',
        saveStateKey: 'platon_instructions',
        children: [
          tab('Асосий', [
            input('main', 'Бўлим', {
              isRequired: true,
              width: 3,
              mask: '/^[a-z0-9-]*$/',
              hint: 'Манзилдаги номи: лотин ҳарфлари, рақамлар ва чизиқча',
            }),
            input('sub', 'Кичик бўлим', { width: 3, mask: '/^[a-z0-9-]*$/', hint: 'Бўш бўлса, бу ёзув бўлимнинг ўзи' }),
            int('sort_order', 'Тартиб'),
            flag('is_active', 'Фаол', { defaultValue: true }),
            input('title', 'Сарлавҳа', { isRequired: true, width: 9 }),
            input('permission', 'Рухсат', { width: 3 }),
            { type: 'markdown', dataField: 'content', label: 'Мазмуни', language: 'markdown' },
          ]),
          ...INSTRUCTION_LANGUAGES.map(([locale, label]) =>
            tab(label, [
              input(`title_${locale}`, 'Сарлавҳа', { width: 12 }),
              { type: 'markdown', dataField: `content_${locale}`, label: 'Мазмуни', language: 'markdown' },
            ]),
          ),
        ],
      },
    ],
  }),
];
