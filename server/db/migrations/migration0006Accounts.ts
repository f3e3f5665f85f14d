import { statements } from './statements';

// Accounts (issue 10): one-time-code secrets being set up, and the electronic-signature white/black list.
export const migration0006Accounts = statements([
  `ALTER TABLE users ADD COLUMN otp_pending_secret text`,
  `ALTER TABLE users ADD COLUMN otp_pending_at timestamptz`,
  `CREATE TABLE signature_lists (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    imzo_serial text NOT NULL,
    type boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, imzo_serial)
  )`,
]);
