import { statements } from './statements';

/**
 * The configuration collections as of this migration; a later collection gets its trigger in a later
 * migration, and CONFIG_COLLECTIONS joins its list to this one.
 */
export const HISTORY_COLLECTIONS_0026 = [
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
/** Columns the server keeps moving itself (the scheduler's cursor): a change to them alone is no version. */
export const HISTORY_BOOKKEEPING_0026: Partial<Record<(typeof HISTORY_COLLECTIONS_0026)[number], readonly string[]>> = {
  cron: ['last_occurrence'],
};

// Issue 46: configuration history. A trigger on every configuration collection keeps the row as it was
// before each update or delete, with who changed it (the transaction's `platon.user_id`, set by the server's
// writes; none for the system's own) and when. In the database, so no write path can skip it.
export const migration0026ConfigHistory = statements([
  `CREATE TABLE config_history (
    id bigserial PRIMARY KEY,
    collection text NOT NULL,
    record_id text NOT NULL,
    action text NOT NULL CHECK (action IN ('update', 'delete')),
    row jsonb NOT NULL,
    changed_by integer REFERENCES users (id) ON DELETE SET NULL,
    changed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX config_history_record ON config_history (collection, record_id, id DESC)`,
  `CREATE FUNCTION platon_keep_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      author text := nullif(current_setting('platon.user_id', true), '');
      -- TG_ARGV is NULL for a trigger given no arguments.
      ignored text[] := coalesce(TG_ARGV, '{}');
    BEGIN
      -- An update that changes nothing (or only the columns the trigger's arguments name, which the
      -- server keeps moving itself) keeps nothing.
      IF TG_OP = 'UPDATE' AND to_jsonb(OLD) - ignored = to_jsonb(NEW) - ignored THEN
        RETURN NULL;
      END IF;
      INSERT INTO config_history (collection, record_id, action, row, changed_by)
      VALUES (TG_TABLE_NAME, to_jsonb(OLD) ->> 'id', lower(TG_OP), to_jsonb(OLD),
        CASE WHEN author ~ '^[0-9]{1,9}$' THEN author::integer END);
      RETURN NULL;
    END
  $$`,
  ...HISTORY_COLLECTIONS_0026.map(
    (table) =>
      `CREATE TRIGGER ${table}_keep_version AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW
        EXECUTE FUNCTION platon_keep_config_version(${(HISTORY_BOOKKEEPING_0026[table] ?? []).map((column) => `'${column}'`).join(', ')})`,
  ),
]);
