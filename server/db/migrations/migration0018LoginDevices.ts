import { statements } from './statements';

// Issue 39: device tokens become server-side records (server/auth/createDeviceTokens.ts) instead of signed
// claims, so each one can count its own failed sign-ins, be locked after a few, and be replaced when used.
// Only the SHA-256 of a token is kept, as for refresh tokens.
export const migration0018LoginDevices = statements([
  `CREATE TABLE login_devices (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    failed_attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX login_devices_user_id_idx ON login_devices (user_id, created_at)`,
  `CREATE INDEX login_devices_expires_at_idx ON login_devices (expires_at)`,
]);
