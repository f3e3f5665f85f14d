import type { User } from '../api/contract';

/**
 * Permission helpers (SPEC §6): access is a list of strings on the user; no named roles.
 *
 * @example
 * hasPermission(user, 'platon.admin');
 * hasAnyPermission(user, ['reports.view', 'reports.edit']);
 */
export function hasPermission(user: Pick<User, 'permissions'> | null | undefined, permission: string): boolean {
  return Boolean(user?.permissions?.includes(permission));
}

export function hasAnyPermission(user: Pick<User, 'permissions'> | null | undefined, permissions: readonly string[]): boolean {
  return permissions.some((permission) => hasPermission(user, permission));
}

/** The admin permission is `{product}.admin`; force-user mode hides admin features. */
export function isAdmin(user: Pick<User, 'permissions'> | null | undefined, product: string, forceUser = false): boolean {
  return !forceUser && hasPermission(user, `${product}.admin`);
}

/** Permissions of one family, e.g. `activeTheme.` → the suffixes after the prefix. */
export function permissionsWithPrefix(user: Pick<User, 'permissions'> | null | undefined, prefix: string): string[] {
  return (user?.permissions ?? []).filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
}
