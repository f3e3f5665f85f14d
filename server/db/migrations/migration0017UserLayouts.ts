import { statements } from './statements';

// Issue 15: a user's remembered page layouts (the resizable page's panels and sizes), one per user and layout
// name, so a layout follows the user to another browser.
export const migration0017UserLayouts = statements([
  `CREATE TABLE user_layouts (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name text NOT NULL,
    layout jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, name)
  )`,
]);
