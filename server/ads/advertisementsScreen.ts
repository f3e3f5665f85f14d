import { builtInFormParts } from '../seed/builtInFormParts';
import { builtInTableParts } from '../seed/builtInTableParts';
import type { FormSeed } from '../seed/FormSeed';
import type { TableSeed } from '../seed/TableSeed';

const { builtInForm, input, int, flag } = builtInFormParts;
const { builtIn, id, text, formLink, addButton } = builtInTableParts;

/** Where administrators manage the sidebar ads. */
export const ADVERTISEMENTS_PATH = '/tables/advertisements';

/**
 * The sidebar ads' administrator screen (issue 41): a table of the ads with their click counts, and a form
 * for one ad (title, link, image, shown or not, order). The title is a translation key like any
 * administrator's text: the sidebar shows it in the user's language.
 *
 * @example
 * ADVERTISEMENTS_FORM.sourceTable; // 'advertisements'
 */
export const ADVERTISEMENTS_FORM: FormSeed = builtInForm({
  name: 'advertisements',
  title: 'Реклама',
  sourceTable: 'advertisements',
  elements: [
    input('title', 'Сарлавҳа', { isRequired: true, maxLength: 200, width: 12 }),
    input('website_url', 'Ҳавола', {
      isRequired: true,
      maxLength: 500,
      width: 12,
      placeholder: 'https://…',
      customValidator:
        "includes(lower(value), 'http://') || includes(lower(value), 'https://') ? null : 'Манзил http:// ёки https:// билан бошланиши керак'",
    }),
    { type: 'image', dataField: 'image', label: 'Расм', maxCount: 1, maxSize: 2048, allowedExtensions: 'png,jpg,jpeg,gif,svg,webp' },
    flag('is_active', 'Кўрсатилади', { defaultValue: true }),
    int('sort_order', 'Тартиб', { defaultValue: 0 }),
    int('clicks', 'Босишлар', { isReadOnly: true }),
  ],
});

/** The ads in their sidebar order, with how often each was clicked. */
export const ADVERTISEMENTS_TABLE: TableSeed = builtIn({
  name: 'advertisements',
  title: 'Реклама',
  sourceSql: 'SELECT id, title, website_url, is_active, sort_order, clicks FROM advertisements',
  defaultSort: 'sort_order',
  columns: [
    id,
    formLink(text('Сарлавҳа', 'title', 280), 'advertisements'),
    text('Ҳавола', 'website_url', 260),
    { title: 'Кўрсатилади', dataField: 'is_active', width: 120, cellFormat: 'boolean', dataAlign: 'center' },
    text('Тартиб', 'sort_order', 90),
    { title: 'Босишлар', dataField: 'clicks', width: 110, dataAlign: 'right' },
  ],
  buttons: [addButton('advertisements')],
});
