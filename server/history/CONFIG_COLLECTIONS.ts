/**
 * The configuration collections whose every change keeps the previous version (docs/configuration-history.md):
 * what administrators define (menus, tables and their parts, forms and their elements, pages and their
 * components, translations, roles, settings, instructions and the other platform collections). Each has an
 * integer `id` and the history trigger (migration 0026): a collection added here needs a migration adding
 * the trigger to it.
 */
export const CONFIG_COLLECTIONS = [
  'menus',
  'tables',
  'table_columns',
  'table_filters',
  'table_buttons',
  'forms',
  'form_elements',
  'platon_pages',
  'platon_page_components',
  'translations',
  'roles',
  'project_profile',
  'instructions',
  'cron',
  'cron_crud',
  'api_endpoints',
  'api_stages',
  'export_resources',
  'document_templates',
  'excel_import_configs',
  'excel_import_row_handlers',
  'file_categories',
] as const;

export type ConfigCollection = (typeof CONFIG_COLLECTIONS)[number];

/**
 * Columns the server itself keeps moving (the trigger of migration 0026 is given the same) on a configuration row (the scheduler's cursor): a change to them
 * alone is not a version, and a restore leaves them as they are (an old cursor would rerun occurrences).
 */
export const CONFIG_BOOKKEEPING: Partial<Record<ConfigCollection, readonly string[]>> = {
  cron: ['last_occurrence'],
};
