import type { ElementSeed, FormSeed } from './FormSeed';

/** The mask of docs/behaviour.md §5 for Uzbek mobile numbers, as the generated appeals write them. */
const PHONE_MASK = '+998 00 000-00-00';
const EMAIL_VALIDATOR = "isEmpty(value) || (includes(value, '@') && includes(value, '.')) ? null : 'Электрон почта манзили нотўғри'";
const ATTACHMENTS: ElementSeed = {
  type: 'file',
  dataField: 'attachments',
  label: 'Иловалар',
  maxSize: 2048,
  allowedExtensions: 'pdf,docx,xlsx,jpg,png',
  maxCount: 5,
  hint: 'PDF, Word, Excel ёки расм, 2 МБ гача',
};
const region = (width: number): ElementSeed => ({
  type: 'select',
  dataField: 'region_id',
  label: 'Ҳудуд',
  dataSource: 'regions',
  isRequired: true,
  width,
});
const district = (width: number): ElementSeed => ({
  type: 'select',
  dataField: 'district_id',
  label: 'Туман',
  dataSource: 'districts',
  isRequired: true,
  width,
  isRelatedSelect: true,
  relatedSelect: 'region_id',
  filterBy: 'region_id',
});
const category = (width: number): ElementSeed => ({
  type: 'select',
  dataField: 'category_id',
  label: 'Тоифа',
  dataSource: 'categories',
  isRequired: true,
  width,
});

/**
 * `appeals` ('Мурожаат'): the registry's record form, opened by the appeals table's number links and row
 * button and by the menu's 'Янги мурожаат'. Two tabs (remembered under saveStateKey), fieldsets, 6 + 6
 * widths, a related select, a suggestions URL, a phone mask, a custom validator, a display condition and
 * attachments. Delete is soft (deleted_at), so the registry's SQL hides the record and nothing is lost.
 *
 * @example
 * APPEALS_FORM.softDeleteColumn; // 'deleted_at'
 */
export const APPEALS_FORM: FormSeed = {
  name: 'appeals',
  title: 'Мурожаат',
  sourceTable: 'app.appeals',
  softDeleteColumn: 'deleted_at',
  canDelete: true,
  canHardDelete: false,
  elements: [
    {
      type: 'tab_container',
      saveStateKey: 'appeals',
      tabsPosition: 'top',
      children: [
        {
          type: 'tab',
          label: 'Асосий',
          children: [
            {
              type: 'fieldset',
              label: 'Ариза',
              children: [
                { type: 'input', dataField: 'number', label: 'Рақами', isRequired: true, maxLength: 20, width: 6, placeholder: 'A-000123' },
                {
                  type: 'input',
                  dataField: 'applicant',
                  label: 'Мурожаатчи',
                  isRequired: true,
                  minLength: 3,
                  maxLength: 200,
                  width: 6,
                  placeholder: 'Ф.И.Ш.',
                  suggestionsUrl: 'suggestions/appeals/applicant',
                },
                { type: 'input', dataField: 'phone', label: 'Телефон', mask: PHONE_MASK, placeholder: PHONE_MASK, width: 6 },
                {
                  type: 'input',
                  dataField: 'contact_email',
                  label: 'Электрон почта',
                  customValidator: EMAIL_VALIDATOR,
                  placeholder: 'name@example.uz',
                  width: 6,
                },
              ],
            },
            {
              type: 'fieldset',
              label: 'Жойлашув',
              children: [region(6), district(6), { type: 'geo', dataField: 'location', label: 'Харитадаги нуқта' }],
            },
            category(6),
            { type: 'select', dataField: 'status_id', label: 'Ҳолат', dataSource: 'statuses', isRequired: true, width: 6 },
            { type: 'select', dataField: 'organization_id', label: 'Ташкилот', dataSource: 'organizations' },
            { type: 'textarea', dataField: 'description', label: 'Мазмуни', maxLength: 2000 },
          ],
        },
        {
          type: 'tab',
          label: 'Қўшимча',
          children: [
            {
              type: 'number',
              dataField: 'amount',
              label: 'Сумма',
              scale: 2,
              minValue: 0,
              isRequired: true,
              defaultValue: 0,
              textAlign: 'right',
              width: 6,
            },
            {
              type: 'number',
              dataField: 'paid',
              label: 'Тўланган',
              scale: 2,
              minValue: 0,
              isRequired: true,
              defaultValue: 0,
              textAlign: 'right',
              width: 6,
              customValidator: "number(value) > number(amount) ? 'Тўланган маблағ суммадан ошмаслиги керак' : null",
            },
            { type: 'date', dataField: 'due_date', label: 'Муддати', minDate: '2024-01-01', format: 'DD.MM.YYYY', width: 6 },
            { type: 'datetime', dataField: 'created_at', label: 'Сана', isReadOnly: true, format: 'DD.MM.YYYY HH:mm', width: 6 },
            { type: 'checkbox', dataField: 'is_urgent', label: 'Шошилинч' },
            { type: 'textarea', dataField: 'note', label: 'Изоҳ', displayCondition: 'is_urgent', hint: 'Нима учун шошилинч' },
            ATTACHMENTS,
          ],
        },
      ],
    },
  ],
};

/**
 * `public_appeal` ('Очиқ мурожаат'): what a partner's page embeds for anonymous citizens
 * (`<platon-form name="public_appeal" public>`): insert only, no permission. The number and the status
 * are the table's defaults (a 'P-' sequence and 'Янги'): the form writes only its visible fields.
 *
 * @example
 * PUBLIC_APPEAL_FORM.isPublic; // true
 */
export const PUBLIC_APPEAL_FORM: FormSeed = {
  name: 'public_appeal',
  title: 'Очиқ мурожаат',
  sourceTable: 'app.appeals',
  isPublic: true,
  canInsert: true,
  canUpdate: false,
  elements: [
    {
      type: 'input',
      dataField: 'applicant',
      label: 'Мурожаатчи',
      isRequired: true,
      minLength: 3,
      maxLength: 200,
      placeholder: 'Ф.И.Ш.',
      width: 6,
    },
    { type: 'input', dataField: 'phone', label: 'Телефон', isRequired: true, mask: PHONE_MASK, placeholder: PHONE_MASK, width: 6 },
    region(4),
    district(4),
    category(4),
    { type: 'textarea', dataField: 'description', label: 'Мазмуни', isRequired: true, minLength: 10, maxLength: 2000 },
    { ...ATTACHMENTS, maxCount: 3, allowedExtensions: 'pdf,jpg,png', hint: 'PDF ёки расм, 2 МБ гача' },
  ],
};
