import type { FormOption } from '../../src/core/api/formMeta';
import type { FormSeed } from './FormSeed';

/** Inline options carry their names per locale, so they need no translation rows. */
const PRIORITIES: FormOption[] = [
  { id: 'low', name: 'Паст', name_la: 'Past', name_ru: 'Низкий', name_en: 'Low', name_qq: 'Tómen' },
  { id: 'medium', name: 'Ўрта', name_la: 'Oʻrta', name_ru: 'Средний', name_en: 'Medium', name_qq: 'Orta' },
  { id: 'high', name: 'Юқори', name_la: 'Yuqori', name_ru: 'Высокий', name_en: 'High', name_qq: 'Joqarı' },
];

/** The html block's text; its translations are in demoFormTranslations, keyed by this very HTML. */
export const INTRO_HTML = '<p>Бу форма платформанинг <strong>барча</strong> элементлари ва текширув қоидаларини кўрсатади.</p>';

/**
 * `kitchen_sink` ('Барча элементлар'): every element type of formMeta's FormElementType and every rule of
 * docs/behaviour.md §5 over app.kitchen_sink: label parts (top|left|right|bottom), widths as grid columns, percent and
 * pixels, tab containers with tabs on the left, right and bottom, a scroll select over 10,000 mahallas,
 * addons, masks, suggestions, defaults, a custom validator, an html block and two buttons.
 *
 * @example
 * KITCHEN_SINK_FORM.sourceTable; // 'app.kitchen_sink'
 */
export const KITCHEN_SINK_FORM: FormSeed = {
  name: 'kitchen_sink',
  title: 'Барча элементлар',
  sourceTable: 'app.kitchen_sink',
  canDelete: true,
  canHardDelete: true,
  labelWidth: 160,
  elements: [
    { type: 'html', htmlContent: INTRO_HTML, cssClass: 'pl-kitchen-sink-intro' },
    {
      type: 'tab_container',
      saveStateKey: 'kitchen_sink_main',
      tabsPosition: 'left',
      children: [
        {
          type: 'tab',
          label: 'Матн',
          children: [
            {
              type: 'input',
              dataField: 'title',
              label: 'Сарлавҳа',
              isRequired: true,
              minLength: 3,
              maxLength: 100,
              width: 6,
              placeholder: 'Камида 3 та белги',
              hint: '3 тадан 100 тагача белги',
              textAlign: 'left',
              addonElementsLeft: [{ icon: 'fa-solid fa-heading' }],
              addonElementsRight: [{ text: 'max 100' }],
              suggestionsUrl: 'suggestions/kitchen_sink/title',
            },
            {
              type: 'input',
              dataField: 'email',
              label: 'Электрон почта',
              width: 6,
              placeholder: 'name@example.uz',
              customValidator: "isEmpty(value) || (includes(value, '@') && includes(value, '.')) ? null : 'Электрон почта манзили нотўғри'",
            },
            { type: 'input', dataField: 'phone', label: 'Телефон', mask: '+998 00 000-00-00', width: 50 },
            { type: 'text', dataField: 'summary', label: 'Қисқача|||Бир қаторли матн', maxLength: 250, width: 50 },
            { type: 'textarea', dataField: 'description', label: 'Мазмуни', maxLength: 500, placeholder: '500 тагача белги' },
            { type: 'password', dataField: 'secret', label: 'Парол', hint: 'Янги ёзувда камида 6 та белги', width: 300 },
          ],
        },
        {
          type: 'tab',
          label: 'Сонлар ва саналар',
          children: [
            {
              type: 'number',
              dataField: 'price',
              label: 'Нархи|Сумма|сўм|Солиқсиз',
              scale: 2,
              minValue: 0,
              maxValue: 1_000_000,
              textAlign: 'right',
              width: 6,
            },
            {
              type: 'int',
              dataField: 'quantity',
              label: 'Миқдори',
              minValue: 1,
              maxValue: 100,
              defaultValue: 1,
              textAlign: 'center',
              width: 6,
            },
            {
              type: 'date',
              dataField: 'start_date',
              label: 'Бошланиш санаси',
              minDate: '2024-01-01',
              maxDate: '2030-12-31',
              format: 'DD.MM.YYYY',
              defaultValue: 'today',
              width: 4,
            },
            {
              type: 'datetime',
              dataField: 'meeting_at',
              label: 'Учрашув вақти',
              minDatetime: '2024-01-01T00:00:00+05:00',
              maxDatetime: '2030-12-31T23:59:59+05:00',
              format: 'DD.MM.YYYY HH:mm',
              width: 4,
            },
            { type: 'time', dataField: 'meeting_time', label: 'Соат', format: 'HH:mm', width: 4 },
          ],
        },
        {
          type: 'tab',
          label: 'Танлов',
          children: [
            { type: 'checkbox', dataField: 'is_active', label: 'Фаол', defaultValue: true, width: 6 },
            { type: 'checkbox', dataField: 'agreed', label: 'Шартларга розиман', isRequired: true, width: 6 },
            {
              type: 'select',
              dataField: 'priority',
              label: 'Муҳимлиги',
              data: PRIORITIES,
              defaultValue: 'medium',
              allowClear: false,
              width: 4,
            },
            { type: 'select', dataField: 'region_id', label: 'Ҳудуд', dataSource: 'regions', minItemsToSearch: 5, width: 4 },
            {
              type: 'select',
              dataField: 'district_id',
              label: 'Туман',
              dataSource: 'districts',
              width: 4,
              isRelatedSelect: true,
              relatedSelect: 'region_id',
              filterBy: 'region_id',
            },
            {
              type: 'multiselect',
              dataField: 'category_ids',
              label: 'Тоифалар',
              dataSource: 'categories',
              isMultiple: true,
              selectionCount: 3,
              hint: 'Кўпи билан 3 та',
            },
            {
              type: 'scroll_select',
              dataField: 'mahalla_id',
              label: 'Маҳалла',
              dataSource: 'mahallas',
              limit: 20,
              placeholder: 'Номи бўйича қидиринг',
            },
          ],
        },
      ],
    },
    {
      type: 'tab_container',
      saveStateKey: 'kitchen_sink_files',
      tabsPosition: 'right',
      children: [
        {
          type: 'tab',
          label: 'Файллар',
          children: [
            {
              type: 'file',
              dataField: 'documents',
              label: 'Ҳужжатлар',
              minCount: 1,
              maxCount: 3,
              maxSize: 2048,
              allowedExtensions: 'pdf,docx,xlsx',
              width: 6,
            },
            { type: 'image', dataField: 'photo', label: 'Расм', maxCount: 1, maxSize: 500, allowedExtensions: 'jpg,jpeg,png', width: 6 },
          ],
        },
        {
          type: 'tab',
          label: 'Харита',
          children: [
            { type: 'geo', dataField: 'location', label: 'Харитадаги нуқта', width: 6 },
            { type: 'geo_polygon', dataField: 'area', label: 'Ҳудуд чегараси', width: 6 },
            { type: 'icon', dataField: 'icon', label: 'Белги', width: 6 },
          ],
        },
      ],
    },
    {
      type: 'tab_container',
      saveStateKey: 'kitchen_sink_editors',
      tabsPosition: 'bottom',
      activeTab: 0,
      children: [
        {
          type: 'tab',
          label: 'Маълумотлар',
          children: [
            { type: 'key_value', dataField: 'properties', label: 'Хусусиятлар' },
            { type: 'raw_json', dataField: 'settings', label: 'Созламалар (JSON)', defaultValue: '{}' },
          ],
        },
        {
          type: 'tab',
          label: 'Код',
          children: [
            { type: 'code', dataField: 'config_json', label: 'JSON код', language: 'json', width: 6 },
            { type: 'monaco', dataField: 'query_sql', label: 'SQL сўров', language: 'sql', width: 6 },
          ],
        },
        {
          type: 'tab',
          label: 'Матн муҳаррирлари',
          children: [
            { type: 'rich_text', dataField: 'body_html', label: 'Форматланган матн', maxLength: 10_000 },
            { type: 'markdown', dataField: 'notes_md', label: 'Изоҳ|||Markdown форматида', language: 'markdown' },
          ],
        },
      ],
    },
    {
      type: 'fieldset',
      label: 'Амаллар',
      children: [
        {
          type: 'button',
          label: 'Сақлаш',
          action: 'submit',
          buttonIcon: 'fa-solid fa-floppy-disk',
          short_key: 'ctrl+s',
          shortKeyLabel: 'Ctrl+S',
          width: 3,
        },
        { type: 'button', label: 'Барча мурожаатлар', action: '/tables/appeals', buttonIcon: 'fa-solid fa-list', width: 3 },
      ],
    },
  ],
};
