import type { ProjectInfo, User } from '../api/contract';

/** The product of the reference server's projects, and every client's until the project info says otherwise. */
export const DEFAULT_PRODUCT = 'platon';

/**
 * The product that names the admin permission (docs/behaviour.md §2 `{product}.admin`): the project info's, and the
 * default one before it has loaded, so an administrator is one from the first render on, everywhere alike.
 *
 * @example
 * productOf(store.getState().projectInfo); // 'platon'
 */
export function productOf(info: Pick<ProjectInfo, 'product'> | null | undefined): string {
  return info?.product || DEFAULT_PRODUCT;
}

/** The admin permission of `product` (docs/behaviour.md §2): `platon.admin` for the default product. */
export function adminPermission(product: string = DEFAULT_PRODUCT): string {
  return `${product}.admin`;
}

/**
 * Permission helpers (docs/behaviour.md §2): access is a list of strings on the user; no named roles.
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
  return !forceUser && hasPermission(user, adminPermission(product));
}

/** Permissions of one family, e.g. `activeTheme.` → the suffixes after the prefix. */
export function permissionsWithPrefix(user: Pick<User, 'permissions'> | null | undefined, prefix: string): string[] {
  return (user?.permissions ?? []).filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
}
