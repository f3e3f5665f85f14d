import { BUILT_IN_META_FORMS } from './builtInFormsMeta';
import { BUILT_IN_OTHER_FORMS } from './builtInFormsOther';
import { BUILT_IN_USER_FORMS } from './builtInFormsUsers';
import type { FormSeed } from './FormSeed';

/**
 * The platform's own forms, one per configuration collection (docs/behaviour.md §2) and named exactly after it: what
 * an administrator edits the configuration with, seeded in production as in demo (seedBuiltInConfig).
 *
 * @example
 * BUILT_IN_FORMS.find((form) => form.name === 'table_columns')?.sourceTable; // 'table_columns'
 */
export const BUILT_IN_FORMS: readonly FormSeed[] = [...BUILT_IN_META_FORMS, ...BUILT_IN_OTHER_FORMS, ...BUILT_IN_USER_FORMS];
