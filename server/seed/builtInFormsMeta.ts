import { alignSchema } from '../../src/core/api/alignSchema';
import { formElementTypeSchema, type FormElementType } from '../../src/core/api/formMeta';
import type { TableFilterType } from '../../src/core/api/tableContract';
import { builtInFormParts } from './builtInFormParts';
import type { ElementSeed, FormSeed } from './FormSeed';

const { builtInForm, input, int, number, flag, select, json, code, sql, tab } = builtInFormParts;

const FILTER_TYPES: Record<TableFilterType, true> = {
  input: true,
  text: true,
  select: true,
  multiselect: true,
  date: true,
  datetime: true,
  number: true,
  int: true,
  checkbox: true,
};

/**
 * Every element type of formMeta's schema, in its declaration order (the form_elements form's type select,
 * and the kitchen sink's checklist).
 *
 * @example
 * FORM_ELEMENT_TYPES.includes('geo_polygon'); // true
 */
export const FORM_ELEMENT_TYPES: FormElementType[] = [...formElementTypeSchema.enum];

const ALIGNS = alignSchema.enum.filter((align) => align !== null);
const LANGUAGES = ['json', 'javascript', 'sql', 'html', 'css', 'markdown'];
const BADGE_TYPES = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'];
const level = int('level', 'Даража', { defaultValue: 1, minValue: 1 });
const position = int('position', 'Тартиб', { defaultValue: 0 });
/** A reference chosen by name from a list the server builds (CONFIG_OPTION_SOURCES), never an id typed by hand. */
const pick = (dataField: string, label: string, dataSource: string, extra: Partial<ElementSeed> = {}): ElementSeed => ({
  type: 'select',
  dataField,
  label,
  dataSource,
  width: 6,
  ...extra,
});
const tableId = pick('table_id', 'Жадвал', 'platon_tables', { isRequired: true });

/**
 * The platform's forms over its metadata collections (docs/behaviour.md §2): menus, forms, form_elements, tables,
 * table_columns, table_filters, table_buttons. Each is named after its collection, so the gear links of
 * docs/behaviour.md §4 (`/forms/form_elements/{id}?_target=modal&form_name=...`, `/forms/table_columns/{id}`...) open it.
 *
 * @example
 * BUILT_IN_META_FORMS.map((form) => form.name); // ['menus', 'forms', 'form_elements', ...]
 */
export const BUILT_IN_META_FORMS: FormSeed[] = [
  builtInForm({
    name: 'menus',
    title: 'Менюлар',
    sourceTable: 'menus',
    elements: [
      input('name', 'Номи', { isRequired: true }),
      input('link', 'Ҳавола', { placeholder: '/tables/appeals' }),
      pick('parent_id', 'Юқори меню', 'platon_menus', { hint: 'Бўш бўлса, меню энг юқори даражада' }),
      input('project_id', 'Лойиҳа', { isRequired: true, width: 3 }),
      int('sort_order', 'Тартиб', { defaultValue: 0 }),
      { type: 'icon', dataField: 'css_class', label: 'Белги', width: 6 },
      input('css_style', 'CSS услуби'),
      input('badge', 'Нишон', { width: 3 }),
      select('badge_type', 'Нишон тури', BADGE_TYPES),
      input('datasource', 'Маълумот манбаи'),
      input('permission', 'Рухсат'),
      flag('has_divider_before', 'Олдидан ажратгич'),
      flag('is_homepage', 'Бош саҳифа'),
      flag('is_track_menu', 'Кузатиладиган'),
    ],
  }),
  builtInForm({
    name: 'forms',
    title: 'Формалар',
    sourceTable: 'forms',
    elements: [
      input('name', 'Номи', { isRequired: true, mask: '/^[a-z0-9_]*$/', hint: 'Лотин кичик ҳарфлари, рақамлар ва _' }),
      input('title', 'Сарлавҳа'),
      input('source_table', 'Манба жадвал', { isRequired: true, placeholder: 'app.appeals' }),
      input('project_id', 'Лойиҳа', { isRequired: true, width: 3 }),
      input('permission', 'Рухсат', { width: 3 }),
      input('row_key', 'Калит устун', { defaultValue: 'id', width: 3 }),
      input('version_column', 'Версия устуни', { defaultValue: 'version', width: 3 }),
      input('soft_delete_column', 'Юмшоқ ўчириш устуни', { width: 3 }),
      int('label_width', 'Ёрлиқ эни', { minValue: 0 }),
      flag('can_insert', 'Қўшиш мумкин', { defaultValue: true }),
      flag('can_update', 'Таҳрирлаш мумкин', { defaultValue: true }),
      flag('can_delete', 'Ўчириш мумкин'),
      flag('can_hard_delete', 'Бутунлай ўчириш мумкин'),
      flag('is_public', 'Очиқ'),
      flag('is_built_in', 'Ички', { isReadOnly: true }),
    ],
  }),
  builtInForm({
    name: 'form_elements',
    title: 'Форма элементлари',
    sourceTable: 'form_elements',
    elements: [
      {
        type: 'tab_container',
        saveStateKey: 'platon_form_elements',
        children: [
          tab('Асосий', [
            pick('form_id', 'Форма', 'platon_forms', { isRequired: true }),
            // The chosen form's tabs and fieldsets only (a related select on form_id).
            pick('parent_id', 'Юқори элемент', 'platon_form_containers', {
              isRelatedSelect: true,
              relatedSelect: 'form_id',
              filterBy: 'form_id',
            }),
            position,
            select('type', 'Тури', FORM_ELEMENT_TYPES, { isRequired: true, defaultValue: 'input' }),
            input('data_field', 'Майдон', { mask: '/^[a-z0-9_]*$/' }),
            input('label', 'Ёрлиқ', { hint: 'Қисмлари тик чизиқ билан: юқори, чап, ўнг, паст' }),
            input('placeholder', 'Ўринбосар матн'),
            input('hint', 'Изоҳ матни'),
            int('width', 'Эни', { hint: '12 гача устун, 13–100 фоиз, 100 дан кўп пиксел' }),
            select('text_align', 'Текислаш', ALIGNS),
            input('css_class', 'CSS синфи', { width: 3 }),
            input('css_style', 'CSS услуби', { width: 3 }),
            flag('is_required', 'Мажбурий'),
            flag('is_disabled', 'Ўчирилган'),
            flag('is_read_only', 'Фақат ўқиш'),
            input('display_condition', 'Кўрсатиш шарти', { placeholder: 'is_urgent == true', width: 12 }),
            json('default_value', 'Бошланғич қиймат'),
          ]),
          tab('Текширув', [
            int('min_length', 'Энг кам узунлик', { minValue: 0 }),
            int('max_length', 'Энг кўп узунлик', { minValue: 0 }),
            number('min_value', 'Энг кичик қиймат'),
            number('max_value', 'Энг катта қиймат'),
            input('min_date', 'Энг эрта сана', { width: 3, placeholder: 'YYYY-MM-DD' }),
            input('max_date', 'Энг кеч сана', { width: 3, placeholder: 'YYYY-MM-DD' }),
            input('min_datetime', 'Энг эрта вақт', { width: 3 }),
            input('max_datetime', 'Энг кеч вақт', { width: 3 }),
            input('format', 'Формат', { width: 3, placeholder: 'DD.MM.YYYY' }),
            int('scale', 'Касрлар сони', { minValue: 0, maxValue: 10 }),
            input('mask', 'Ниқоб', { width: 3 }),
            int('selection_count', 'Энг кўп танлов', { minValue: 1 }),
            int('min_count', 'Энг кам файл', { minValue: 0 }),
            int('max_count', 'Энг кўп файл', { minValue: 0 }),
            int('max_size', 'Файл ҳажми, КБ', { minValue: 0 }),
            input('allowed_extensions', 'Рухсат этилган кенгайтмалар', { placeholder: 'pdf,docx,jpg' }),
            input('custom_validator', 'Махсус текширув', { width: 12 }),
          ]),
          tab('Маълумот', [
            json('data', 'Вариантлар'),
            input('data_source', 'Маълумот манбаи', { width: 3 }),
            int('limit', 'Саҳифа ҳажми'),
            int('min_items_to_search', 'Қидирув чегараси'),
            flag('allow_clear', 'Тозалаш мумкин'),
            flag('is_multiple', 'Кўп танлов'),
            flag('is_related_select', 'Боғлиқ танлов'),
            input('related_select', 'Боғлиқ майдон', { width: 3 }),
            input('filter_by', 'Филтр майдони', { width: 3 }),
            input('suggestions_url', 'Таклифлар манзили', { width: 12 }),
          ]),
          tab('Кўриниш', [
            code('html_content', 'HTML матн', 'html'),
            code('css', 'CSS', 'css', { width: 6 }),
            code('js', 'JavaScript', 'javascript', { width: 6 }),
            select('language', 'Тил', LANGUAGES),
            { type: 'icon', dataField: 'button_icon', label: 'Тугма белгиси', width: 6 },
            input('action', 'Амал', { width: 3 }),
            input('short_key', 'Тезкор тугма', { width: 3 }),
            input('short_key_label', 'Тезкор тугма ёзуви', { width: 3 }),
            select('tabs_position', 'Варақлар жойи', ['top', 'left', 'right', 'bottom']),
            input('save_state_key', 'Ҳолат калити', { width: 3 }),
            int('active_tab', 'Фаол варақ', { minValue: 0 }),
            json('addon_elements_left', 'Чап қўшимчалар', { width: 6 }),
            json('addon_elements_right', 'Ўнг қўшимчалар', { width: 6 }),
          ]),
        ],
      },
    ],
  }),
  builtInForm({
    name: 'tables',
    title: 'Жадваллар',
    sourceTable: 'tables',
    elements: [
      input('name', 'Номи', { isRequired: true, mask: '/^[a-z0-9_]*$/' }),
      input('title', 'Сарлавҳа'),
      input('project_id', 'Лойиҳа', { isRequired: true, width: 3 }),
      input('permission', 'Рухсат', { width: 3 }),
      input('source_table', 'Манба жадвал', { hint: 'app схемасидаги жадвал' }),
      input('row_key', 'Калит устун', { defaultValue: 'id', width: 3 }),
      select('paging', 'Саҳифалаш', ['server', 'client'], { defaultValue: 'server', allowClear: false }),
      sql('source_sql', 'SQL сўров', {
        customValidator: "isEmpty(source_table) && isEmpty(value) ? 'Манба жадвал ёки SQL сўров керак' : null",
      }),
      int('page_size', 'Саҳифа ҳажми', { defaultValue: 50, minValue: 1 }),
      int('left_fixed', 'Чапда қотирилган'),
      int('right_fixed', 'Ўнгда қотирилган'),
      int('max_height', 'Энг катта баландлик'),
      input('group_by', 'Гуруҳлаш', { width: 3 }),
      input('split_rows_by', 'Қаторларни бирлаштириш', { width: 3 }),
      input('default_sort', 'Саралаш майдони', { width: 3 }),
      select('default_order', 'Саралаш тартиби', [1, -1]),
      flag('navigate_by_keyboard', 'Клавиатура билан юриш'),
      flag('exportable', 'Экспорт', { defaultValue: true }),
      flag('is_public', 'Очиқ'),
      flag('is_built_in', 'Ички', { isReadOnly: true }),
    ],
  }),
  builtInForm({
    name: 'table_columns',
    title: 'Жадвал устунлари',
    sourceTable: 'table_columns',
    elements: [
      tableId,
      // The chosen table's header groups only (a related select on table_id).
      pick('parent_id', 'Юқори устун', 'platon_column_groups', { isRelatedSelect: true, relatedSelect: 'table_id', filterBy: 'table_id' }),
      level,
      position,
      input('title', 'Сарлавҳа'),
      input('data_field', 'Майдон'),
      int('width', 'Эни', { minValue: 0 }),
      flag('sortable', 'Сараланади', { defaultValue: true }),
      input('cell_format', 'Катак формати', { width: 3, placeholder: 'date' }),
      int('number_format', 'Касрлар сони', { minValue: 0, maxValue: 4 }),
      select('data_align', 'Текислаш', ALIGNS),
      select('footer_align', 'Якун текислаш', ALIGNS),
      input('link', 'Ҳавола', { placeholder: '/forms/appeals/{id}' }),
      input('hint', 'Изоҳ матни'),
      input('format_condition', 'Формат шарти'),
      input('format_color', 'Матн ранги', { width: 3 }),
      input('format_background_color', 'Фон ранги', { width: 3 }),
      input('footer', 'Якун формуласи'),
      select('sum_type', 'Жамлаш', ['sum', 'avg', 'min', 'max', 'count']),
      select('sort_order', 'Саралаш тартиби', [1, -1]),
      flag('data_nowrap', 'Кўчирмаслик'),
      flag('footer_nowrap', 'Якунни кўчирмаслик'),
      input('header_component', 'Сарлавҳа компоненти'),
    ],
  }),
  builtInForm({
    name: 'table_filters',
    title: 'Жадвал филтрлари',
    sourceTable: 'table_filters',
    elements: [
      tableId,
      level,
      position,
      select('type', 'Тури', Object.keys(FILTER_TYPES), { isRequired: true, defaultValue: 'input' }),
      input('data_field', 'Майдон', { isRequired: true }),
      input('label', 'Ёрлиқ'),
      input('placeholder', 'Ўринбосар матн'),
      int('width', 'Эни'),
      json('data', 'Вариантлар'),
      input('data_source', 'Маълумот манбаи', { width: 3 }),
      flag('is_multiple', 'Кўп танлов'),
      flag('is_related_select', 'Боғлиқ танлов'),
      input('related_select', 'Боғлиқ майдон', { width: 3 }),
      input('filter_by', 'Филтр майдони', { width: 3 }),
      json('default_value', 'Бошланғич қиймат'),
    ],
  }),
  builtInForm({
    name: 'table_buttons',
    title: 'Жадвал тугмалари',
    sourceTable: 'table_buttons',
    elements: [
      tableId,
      level,
      position,
      select('placement', 'Жойи', ['top', 'row'], { defaultValue: 'top', allowClear: false }),
      input('label', 'Ёрлиқ', { isRequired: true }),
      input('link', 'Ҳавола', { isRequired: true, placeholder: '/forms/appeals/{id}' }),
      input('css_class', 'CSS синфи', { width: 3 }),
      { type: 'icon', dataField: 'icon', label: 'Белги', width: 6 },
      input('permission', 'Рухсат'),
    ],
  }),
];
