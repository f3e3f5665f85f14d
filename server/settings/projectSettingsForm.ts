import { OAUTH_PROVIDERS, type OAuthProvider } from '../../src/core/api/signInContract';
import { builtInFormParts } from '../seed/builtInFormParts';
import type { ElementSeed, FormSeed } from '../seed/FormSeed';
import { LANGUAGE_OPTIONS } from './languageOptions';
import { THEME_OPTIONS } from './themeOptions';

const { builtInForm, input, flag } = builtInFormParts;

/** The providers' names as people know them (the same in every language). */
const PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  keycloak: 'Keycloak',
  one_id: 'OneID',
  linkedin: 'LinkedIn',
  ssv: 'SSV',
};

/**
 * One OAuth provider's fieldset: on or off, and its client. Empty id or secret: the server's environment
 * (PLATON_OAUTH_*) decides. The secret is write-only (never shown back); "secret stored" says whether one is
 * kept, and unticking it clears it.
 */
function providerFieldset(provider: OAuthProvider): ElementSeed {
  const on = `${provider}_sign_in`;
  return {
    type: 'fieldset',
    label: PROVIDER_NAMES[provider],
    children: [
      flag(on, 'Ёқилган', { width: 12, hint: 'Мижоз идентификатори ва сири бу ерда ёки сервер муҳитида берилганда ишлайди' }),
      input(`${provider}_client_id`, 'Мижоз идентификатори', {
        maxLength: 256,
        width: 5,
        displayCondition: on,
        hint: 'Бўш бўлса, сервер муҳитидаги',
      }),
      {
        type: 'password',
        dataField: `${provider}_client_secret`,
        label: 'Мижоз сири',
        width: 4,
        displayCondition: on,
        hint: 'Кўрсатилмайди. Бўш қолса, сақлангани ўзгармайди',
      },
      flag(`${provider}_secret_set`, 'Сир сақланган', {
        width: 3,
        displayCondition: on,
        hint: 'Белгини олиб сақланса, сир ўчирилади',
      }),
    ],
  };
}

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
        {
          type: 'image',
          dataField: 'logo',
          label: 'Логотип',
          maxCount: 1,
          maxSize: 1024,
          // Raster images only: an SVG may carry script.
          allowedExtensions: 'png,jpg,jpeg,gif,webp',
          width: 12,
          hint: 'Ён менюда ва кириш саҳифасида; бўш бўлса, фақат ном',
        },
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
          data: LANGUAGE_OPTIONS,
          isMultiple: true,
          isRequired: true,
          width: 8,
        },
        {
          type: 'select',
          dataField: 'default_locale',
          label: 'Асосий тил',
          data: LANGUAGE_OPTIONS,
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
      label: 'Мавзулар',
      children: [
        {
          type: 'select',
          dataField: 'default_theme',
          label: 'Асосий мавзу',
          data: THEME_OPTIONS,
          width: 4,
          hint: 'Биринчи киришда; бўш бўлса, Асосий — Стандарт',
        },
        {
          type: 'multiselect',
          dataField: 'allowed_themes',
          label: 'Фойдаланувчилар танлай оладиган мавзулар',
          data: THEME_OPTIONS,
          isMultiple: true,
          width: 8,
          hint: 'Бўш бўлса, барчаси',
        },
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
        {
          type: 'int',
          dataField: 'access_token_minutes',
          label: 'Кириш токени муддати, дақиқа',
          minValue: 1,
          maxValue: 1440,
          width: 4,
          hint: 'Токен шунча вақтда янгиланади; бўш бўлса, сервер созламаси',
        },
      ],
    },
    {
      type: 'fieldset',
      label: 'Кириш усуллари',
      children: [
        flag('password_sign_in', 'Логин ва парол', { width: 4 }),
        flag('admin_otp_required', 'Администраторлар учун бир марталик код мажбурий', {
          width: 8,
          hint: 'Коди йўқ администратор парол билан кира олмайди',
        }),
        flag('eimzo_sign_in', 'Электрон рақамли имзо (E-IMZO)', { width: 12, hint: 'Серверда ишончли сертификатлар берилганда ишлайди' }),
      ],
    },
    ...OAUTH_PROVIDERS.map(providerFieldset),
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
