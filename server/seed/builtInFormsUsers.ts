import { LANGUAGE_OPTIONS } from '../settings/languageOptions';
import { builtInFormParts } from './builtInFormParts';
import type { ElementSeed, FormSeed } from './FormSeed';
import { translatedOptions } from './translatedOptions';
import { USER_ADMIN_TRANSLATIONS } from './translations/userAdminTranslations';

const { builtInForm, input, textarea, flag, datetime, readOnly } = builtInFormParts;

/** A select whose options the server builds from one of its own lists (BUILT_IN_OPTION_SOURCES). */
const listed = (dataField: string, label: string, dataSource: string, extra: Partial<ElementSeed> = {}): ElementSeed => ({
  type: 'select',
  dataField,
  label,
  dataSource,
  width: 4,
  ...extra,
});

/**
 * The forms of users, roles, organisations and memberships (docs/users-and-roles.md). What keeps them
 * right is the tables' rules on the server (server/users/tableWriteRules.ts), so a form an administrator
 * makes over the same tables is held to the same. Permissions and roles are chosen from lists the server
 * builds (server/users/builtInOptionSources.ts), never typed. The password is write-only: what an
 * administrator types is the user's temporary password, to be changed at the next sign-in.
 *
 * @example
 * BUILT_IN_USER_FORMS.map((form) => form.name); // ['users', 'roles', 'platon_organizations', 'organization_members']
 */
export const BUILT_IN_USER_FORMS: FormSeed[] = [
  builtInForm({
    name: 'users',
    title: 'Фойдаланувчилар',
    sourceTable: 'users',
    canInsert: true,
    canDelete: false,
    elements: [
      input('username', 'Логин', { isRequired: true, width: 4, maxLength: 64 }),
      input('full_name', 'Ф.И.Ш.', { width: 8 }),
      input('post_name', 'Лавозими'),
      // Named in the reader's language, not by code.
      { type: 'select', dataField: 'locale', label: 'Тил', data: LANGUAGE_OPTIONS, width: 3 },
      flag('is_active', 'Фаол', { defaultValue: true, hint: 'Фаолсизлантирилган фойдаланувчининг сеанслари дарҳол тугайди' }),
      {
        type: 'password',
        dataField: 'password_hash',
        label: 'Вақтинчалик парол',
        width: 6,
        isRequired: true,
        hint: 'Фойдаланувчи биринчи киришда уни алмаштиради. Таҳрирда бўш қолса, парол ўзгармайди',
      },
      {
        type: 'multiselect',
        dataField: 'role_ids',
        label: 'Роллар',
        width: 6,
        dataSource: 'platon_roles',
        hint: 'Барча ташкилотларда амал қилади',
      },
      {
        type: 'multiselect',
        dataField: 'permissions',
        label: 'Қўшимча рухсатлар',
        width: 12,
        dataSource: 'platon_permissions',
        hint: 'Ролларга қўшимча равишда бевосита берилган рухсатлар',
      },
      {
        type: 'multiselect',
        dataField: 'sign_in_methods',
        label: 'Кириш усуллари',
        width: 6,
        data: [
          { id: 'password', name: 'Парол' },
          { id: 'eimzo', name: 'ЭРИ' },
          { id: 'oauth2', name: 'Ташқи провайдер' },
        ],
        defaultValue: ['password', 'eimzo', 'oauth2'],
      },
      {
        // Which E-IMZO keys may sign this user in (checkSignerAllowed), named rather than shown as codes.
        type: 'select',
        dataField: 'eimzo_allow_to_login',
        label: 'ЭРИ билан кириш',
        width: 3,
        data: translatedOptions(
          { all: 'Барча калитлар', legal: 'Фақат юридик шахс калитлари', individuals: 'Фақат жисмоний шахс калитлари' },
          USER_ADMIN_TRANSLATIONS,
        ),
        allowClear: false,
        defaultValue: 'all',
      },
      input('tin', 'СТИР', { width: 3, mask: '000000000' }),
      input('pinfl', 'ЖШШИР', { width: 3, mask: '00000000000000' }),
      flag('registered_with_eimzo', 'ЭРИ билан рўйхатдан ўтган'),
      ...readOnly([flag('must_change_password', 'Паролни алмаштириши керак'), datetime('last_sign_in_at', 'Охирги кириш')]),
    ],
  }),
  builtInForm({
    name: 'roles',
    title: 'Роллар',
    sourceTable: 'roles',
    canInsert: true,
    elements: [
      input('name', 'Номи', { isRequired: true, width: 6, maxLength: 100 }),
      textarea('description', 'Тавсиф'),
      {
        type: 'multiselect',
        dataField: 'permissions',
        label: 'Рухсатлар',
        width: 12,
        dataSource: 'platon_permissions',
        hint: 'Менюлар, жадваллар, формалар, саҳифалар ва мавзулар сўрайдиган рухсатлар',
      },
    ],
  }),
  builtInForm({
    // Not 'organizations': a project (the demo's) may have a table of its own by that name.
    name: 'platon_organizations',
    title: 'Ташкилотлар',
    sourceTable: 'organizations',
    canInsert: true,
    elements: [
      input('name', 'Номи', { isRequired: true, width: 8 }),
      input('tin', 'СТИР', { width: 4, mask: '000000000', hint: 'Ташкилот танлаш ойнаси уни шу рақам билан танийди' }),
      input('name_la', 'Номи (лотин)', { width: 8 }),
      flag('is_active', 'Фаол', { defaultValue: true }),
      listed('parent_id', 'Юқори ташкилот', 'platon_organizations', { width: 6 }),
    ],
  }),
  builtInForm({
    name: 'organization_members',
    title: 'Ташкилот аъзолари',
    sourceTable: 'organization_members',
    canInsert: true,
    elements: [
      listed('organization_id', 'Ташкилот', 'platon_organizations', { isRequired: true }),
      listed('user_id', 'Фойдаланувчи', 'platon_users', { isRequired: true }),
      listed('role_id', 'Ташкилотдаги роли', 'platon_roles'),
    ],
  }),
];
