import { statements } from './statements';

// Imports from files (issue 14): the form each import writes through, which sheet and header row to read,
// and the field whose value finds the record a row updates. No unique name: a database may already hold
// two configurations of one name, and the first one (by id) is the one /import/{name} uses.
export const migration0010ImportTarget = statements([
  `ALTER TABLE excel_import_configs ADD COLUMN target_form text`,
  `ALTER TABLE excel_import_configs ADD COLUMN sheet_name text`,
  `ALTER TABLE excel_import_configs ADD COLUMN header_row integer NOT NULL DEFAULT 1`,
  `ALTER TABLE excel_import_configs ADD COLUMN key_field text`,
]);
