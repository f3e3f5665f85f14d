import type { AppContext } from '../AppContext';
import { cronCrudWriteRule } from '../cron/cronCrudWriteRule';
import { cronWriteRule } from '../cron/cronWriteRule';
import type { FormSource } from '../forms/formSource';
import { referenceWriteRule } from '../forms/referenceWriteRule';
import type { TableWriteRule } from '../forms/TableWriteRule';
import { menusWriteRule } from '../menus/menusWriteRule';
import { projectProfileWriteRule } from '../settings/projectProfileWriteRule';
import { membersWriteRule, organizationsWriteRule } from './organizationsWriteRule';
import { rolesWriteRule } from './rolesWriteRule';
import { usersWriteRule } from './usersWriteRule';

/**
 * The rules of the platform's own tables by name (schema public), for the form routes to hand to every save.
 *
 * @example
 * const rules = tableWriteRules(context);
 * const rule = ruleOf(rules, source);
 */
export function tableWriteRules({
  sessions,
  secretBox,
  signIn,
}: Pick<AppContext, 'sessions' | 'secretBox' | 'signIn'>): Map<string, TableWriteRule> {
  return new Map([
    ['project_profile', projectProfileWriteRule(secretBox, signIn)],
    ['users', usersWriteRule(sessions)],
    ['roles', rolesWriteRule(sessions)],
    ['organizations', organizationsWriteRule(sessions)],
    ['organization_members', membersWriteRule(sessions)],
    ['cron', cronWriteRule()],
    ['cron_crud', cronCrudWriteRule()],
    // The configuration's references (docs/configuration-pickers.md).
    ['menus', menusWriteRule()],
    ['table_columns', referenceWriteRule('table_columns')],
    ['table_filters', referenceWriteRule('table_filters')],
    ['table_buttons', referenceWriteRule('table_buttons')],
    ['form_elements', referenceWriteRule('form_elements')],
  ]);
}

/** The rule of the table a form writes, if it is one of those. */
export function ruleOf(rules: Map<string, TableWriteRule>, source: Pick<FormSource, 'schema' | 'table'>): TableWriteRule | undefined {
  return source.schema === 'public' ? rules.get(source.table) : undefined;
}
