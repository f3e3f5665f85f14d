import { statements } from './statements';

// Issue 41, the account actions of the users screens (docs/users-and-roles.md): an administrator may make a
// one-time code mandatory for a user, and sees each open session with where it comes from and when it was
// last used, to end the ones that should not be there. Sessions opened before this migration show no address
// or browser until they sign in again; their last use is their creation until they refresh.
export const migration0022AccountControls = statements([
  `ALTER TABLE users ADD COLUMN otp_required boolean NOT NULL DEFAULT false`,
  `ALTER TABLE auth_sessions ADD COLUMN last_used_at timestamptz`,
  `ALTER TABLE auth_sessions ADD COLUMN ip text`,
  `ALTER TABLE auth_sessions ADD COLUMN user_agent text`,
]);
