import type { FormOption } from '../../src/core/api/formMeta';
import { builtInFormParts } from '../seed/builtInFormParts';
import type { FormSeed } from '../seed/FormSeed';
import { PROJECT_SETTINGS_TRANSLATIONS } from './projectSettingsTranslations';

const { builtInForm, input } = builtInFormParts;

/**
 * The interface languages (SPEC §1), named in Uzbek with the name in each other enabled locale beside it
 * (`name_{locale}`, which the select shows in the user's language).
 */
const LANGUAGES: FormOption[] = [
  ['uz', 'Ўзбекча'],
  ['la', 'Ўзбекча (лотин)'],
  ['ru', 'Русча'],
  ['en', 'Инглизча'],
  ['qq', 'Қорақалпоқча'],
  ['km', 'Кхмерча'],
].map(([id, name]) => ({
  id,
  name,
  ...Object.fromEntries(Object.entries(PROJECT_SETTINGS_TRANSLATIONS).map(([locale, texts]) => [`name_${locale}`, texts?.[name]])),
}));

/**
 * Only a web address may be a link the sidebar and the error views show; the table's constraint holds the
 * exact rule (http or https and no spaces), this one says so in words before the save.
 */
const WEB_ADDRESS =
  "isEmpty(value) || includes(lower(value), 'http://') || includes(lower(value), 'https://') ? null : 'Манзил http:// ёки https:// билан бошланиши керак'";

/** The record the form edits: `project_profile` holds one row, id 1. */
export const PROJECT_SETTINGS_PATH = '/forms/project_settings/1';

/**
 * The `project_settings` form (issue 41): what `/api/info` serves the shell and the sign-in page, edited
 * without SQL. One record (no insert, no delete) over `project_profile`, whose constraints repeat every rule
 * here, so a value out of range is refused by the server whoever sends it.
 *
 * @example
 * PROJECT_SETTINGS_FORM.sourceTable; // 'project_profile'
 */
export const PROJECT_SETTINGS_FORM: FormSeed = builtInForm({
  name: 'project_settings',
  title: 'Лойиҳа созламалари',
  sourceTable: 'project_profile',
  canInsert: false,
  canDelete: false,
  elements: [
    {
      type: 'fieldset',
      label: 'Лойиҳа',
      children: [
        input('name', 'Номи', { isRequired: true, maxLength: 120, width: 8, hint: 'Кириш саҳифаси ва браузер сарлавҳасида' }),
        input('short_name', 'Қисқа номи', { isRequired: true, maxLength: 40, width: 4, hint: 'Ён менюнинг тепасида' }),
      ],
    },
    {
      type: 'fieldset',
      label: 'Тиллар',
      children: [
        {
          type: 'multiselect',
          dataField: 'enabled_locales',
          label: 'Ёқилган тиллар',
          data: LANGUAGES,
          isMultiple: true,
          isRequired: true,
          width: 8,
        },
        {
          type: 'select',
          dataField: 'default_locale',
          label: 'Асосий тил',
          data: LANGUAGES,
          isRequired: true,
          allowClear: false,
          width: 4,
          customValidator: "includes(enabled_locales, value) ? null : 'Асосий тил ёқилган тиллардан бири бўлиши керак'",
        },
      ],
    },
    {
      type: 'fieldset',
      label: 'Техник қўллаб-қувватлаш',
      children: [
        input('support_phone', 'Телефон', { maxLength: 30, placeholder: '+998 71 200 00 00', hint: 'Бўш бўлса, кўрсатилмайди' }),
        input('support_chat', 'Чат ҳаволаси', {
          maxLength: 500,
          placeholder: 'https://t.me/…',
          hint: 'Бўш бўлса, кўрсатилмайди',
          customValidator: WEB_ADDRESS,
        }),
      ],
    },
    {
      type: 'fieldset',
      label: 'Муаллифлик ҳуқуқи',
      children: [
        input('copyright_text', 'Матни', { maxLength: 200, placeholder: '© Platon', hint: 'Бўш бўлса, © ва лойиҳа номи' }),
        input('copyright_url', 'Ҳавола', { maxLength: 500, placeholder: 'https://…', customValidator: WEB_ADDRESS }),
      ],
    },
    {
      type: 'fieldset',
      label: 'Файллар',
      children: [
        {
          type: 'int',
          dataField: 'upload_limit_mb',
          label: 'Юкланадиган файл ҳажми чегараси, МБ',
          isRequired: true,
          minValue: 1,
          maxValue: 1024,
          width: 4,
          hint: 'Ҳар бир файл учун; форма элементи бундан кичик чегара қўйиши мумкин',
        },
      ],
    },
    {
      type: 'fieldset',
      label: 'Сессиялар',
      children: [
        {
          type: 'int',
          dataField: 'session_days',
          label: 'Сессия муддати, кун',
          minValue: 1,
          maxValue: 365,
          width: 4,
          hint: 'Охирги фаолликдан кейин қанча кун тизимда қолади; бўш бўлса, сервер созламаси',
        },
      ],
    },
    {
      type: 'fieldset',
      label: 'Қишки режим',
      children: [
        input('winter_mode_date', 'Тугаш санаси (ОО-КК)', {
          mask: '00-00',
          placeholder: '02-15',
          width: 4,
          hint: '1 декабрдан шу санагача қор ёғади. Бўш бўлса, ўчиқ',
        }),
      ],
    },
  ],
});
