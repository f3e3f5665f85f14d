import { statements } from './statements';

// Issue 44: signed records. Each signature is kept with the record version it covers, the time-stamped
// package, and who signed it, so an edit after signing shows.
export const migration0025RecordSignatures = statements([
  `CREATE TABLE record_signatures (
    id bigserial PRIMARY KEY,
    form_name text NOT NULL,
    record_id text NOT NULL,
    record_version integer NOT NULL,
    content text NOT NULL,
    package text NOT NULL,
    signer jsonb NOT NULL,
    user_id integer REFERENCES users (id) ON DELETE SET NULL,
    signed_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX record_signatures_record ON record_signatures (form_name, record_id, id DESC)`,
]);
