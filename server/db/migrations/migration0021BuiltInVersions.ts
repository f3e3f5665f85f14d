import { statements } from './statements';

// Issue 41: the seed was insert-only, so a corrected translation or a changed built-in form never reached a
// database seeded before. Each built-in row (a form, a table, a translation...) now records the hash of the
// content a release last wrote, so a later release can tell a row the administrator never touched (update it)
// from one they changed (leave it, and keep what the release would write as pending for them to review).
export const migration0021BuiltInVersions = statements([
  `CREATE TABLE builtin_versions (
    kind text NOT NULL,
    key text NOT NULL,
    hash text,
    release text NOT NULL,
    pending_hash text,
    pending_content jsonb,
    pending_release text,
    pending_since timestamptz,
    PRIMARY KEY (kind, key)
  )`,
  `CREATE INDEX builtin_versions_pending_idx ON builtin_versions (kind, key) WHERE pending_hash IS NOT NULL`,
]);
