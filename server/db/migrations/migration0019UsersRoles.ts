import { statements } from './statements';

// Issue 41: users, roles and organisations managed in the UI (docs/users-and-roles.md).
// - users gain a must-change flag (a temporary password set by an administrator), the time of the last
//   sign-in, the sign-in methods the account may use, and their global roles (ids of `roles`);
//   `users.permissions` stays as the user's direct grants, so databases of earlier releases keep working.
// - roles: a named set of permission strings.
// - organizations (name, TIN, parent) and their members, each with a role that applies within it.
export const migration0019UsersRoles = statements([
  `ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`,
  `ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz`,
  `ALTER TABLE users ADD COLUMN sign_in_methods jsonb NOT NULL DEFAULT '["password","eimzo","oauth2"]'::jsonb`,
  `ALTER TABLE users ADD COLUMN role_ids jsonb NOT NULL DEFAULT '[]'::jsonb`,
  `CREATE TABLE roles (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (btrim(name) <> ''),
    description text,
    permissions jsonb NOT NULL DEFAULT '[]'::jsonb,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX roles_name_lower_key ON roles (lower(name))`,
  `CREATE TABLE organizations (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (btrim(name) <> ''),
    name_la text,
    tin text,
    parent_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
    is_active boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (parent_id IS NULL OR parent_id <> id)
  )`,
  `CREATE UNIQUE INDEX organizations_tin_key ON organizations (tin) WHERE tin IS NOT NULL`,
  `CREATE INDEX organizations_parent_id_idx ON organizations (parent_id)`,
  `CREATE TABLE organization_members (
    id serial PRIMARY KEY,
    organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id integer REFERENCES roles (id) ON DELETE SET NULL,
    version integer NOT NULL DEFAULT 1,
    UNIQUE (organization_id, user_id)
  )`,
  `CREATE INDEX organization_members_user_id_idx ON organization_members (user_id)`,
  // A form's emptied multiselect writes NULL: an empty list is meant (no grants, no roles); no sign-in
  // methods chosen keeps every method rather than locking the account out.
  `CREATE FUNCTION platon_user_lists() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.permissions := coalesce(NEW.permissions, '[]'::jsonb);
    NEW.role_ids := coalesce(NEW.role_ids, '[]'::jsonb);
    NEW.sign_in_methods := coalesce(NEW.sign_in_methods, '["password","eimzo","oauth2"]'::jsonb);
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER users_lists BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION platon_user_lists()`,
  `CREATE FUNCTION platon_role_lists() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.permissions := coalesce(NEW.permissions, '[]'::jsonb);
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER roles_lists BEFORE INSERT OR UPDATE ON roles FOR EACH ROW EXECUTE FUNCTION platon_role_lists()`,
]);
