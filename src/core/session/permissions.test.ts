import { describe, expect, it } from 'vitest';
import { adminPermission, DEFAULT_PRODUCT, isAdmin, productOf } from './permissions';

describe('permissions (docs/behaviour.md §2): one rule for who is an administrator', () => {
  it('names the product by the project info, and the default one until it has loaded', () => {
    expect(productOf({ product: 'crm' })).toBe('crm');
    expect(productOf(null)).toBe(DEFAULT_PRODUCT);
    expect(productOf({ product: '' })).toBe('platon');
    expect(adminPermission()).toBe('platon.admin');
    expect(adminPermission('crm')).toBe('crm.admin');
  });

  it('an admin is one before /info arrives, and not in force-user mode', () => {
    const admin = { permissions: ['platon.admin'] };
    expect(isAdmin(admin, productOf(null))).toBe(true);
    expect(isAdmin(admin, productOf(null), true)).toBe(false);
    expect(isAdmin(admin, productOf({ product: 'crm' }))).toBe(false);
    expect(isAdmin({ permissions: ['crm.admin'] }, productOf({ product: 'crm' }))).toBe(true);
  });
});
