import { CONFIG_COLLECTIONS } from '../../history/CONFIG_COLLECTIONS';
import { statements } from './statements';

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
    BEGIN
      -- An update that changes nothing keeps nothing.
      IF TG_OP = 'UPDATE' AND to_jsonb(OLD) = to_jsonb(NEW) THEN
        RETURN NULL;
      END IF;
      INSERT INTO config_history (collection, record_id, action, row, changed_by)
      VALUES (TG_TABLE_NAME, to_jsonb(OLD) ->> 'id', lower(TG_OP), to_jsonb(OLD),
        CASE WHEN author ~ '^[0-9]{1,9}$' THEN author::integer END);
      RETURN NULL;
    END
  $$`,
  ...CONFIG_COLLECTIONS.map(
    (table) =>
      `CREATE TRIGGER ${table}_keep_version AFTER UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION platon_keep_config_version()`,
  ),
]);
