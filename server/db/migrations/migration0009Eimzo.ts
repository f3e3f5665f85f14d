import { statements } from './statements';

// Digital-signature sign-in (issue 11): the challenges handed out to be signed, each good for one sign-in.
export const migration0009Eimzo = statements([
  `CREATE TABLE eimzo_challenges (
    challenge text PRIMARY KEY,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
]);
