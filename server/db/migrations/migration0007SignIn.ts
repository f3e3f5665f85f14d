import { statements } from './statements';

// Sign-in throttling moves from fixed-window lock-outs to progressive delays per account, address and pair
// (server/auth/createLoginThrottle.ts); the old counters mean nothing to it.
export const migration0007SignIn = statements([
  `DROP TABLE login_attempts`,
  `CREATE TABLE login_throttle (
    key text PRIMARY KEY,
    attempts integer NOT NULL,
    last_attempt_at timestamptz NOT NULL
  )`,
  `CREATE INDEX login_throttle_last_attempt_at_idx ON login_throttle (last_attempt_at)`,
]);
