import { statements } from './statements';

// Uploads saved into a record are attached; the others are orphans, purged after a while (purgeOrphanUploads).
// Files stored before this are taken as attached: nothing existing is purged by an upgrade.
export const migration0012FileAttached = statements([
  `ALTER TABLE files ADD COLUMN attached_at timestamptz`,
  `UPDATE files SET attached_at = created_at`,
  `CREATE INDEX files_orphans ON files (created_at) WHERE attached_at IS NULL AND form_element_id IS NOT NULL`,
]);
