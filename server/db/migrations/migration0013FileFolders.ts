import { statements } from './statements';

// The file manager (issue 14): files uploaded there have a category and a folder path ('' is the top).
export const migration0013FileFolders = statements([
  `ALTER TABLE files ADD COLUMN category_id integer REFERENCES file_categories (id) ON DELETE SET NULL`,
  `ALTER TABLE files ADD COLUMN folder text NOT NULL DEFAULT ''`,
  `CREATE INDEX files_category_folder ON files (category_id, folder)`,
]);
