import { describe, expect, it } from 'vitest';
import type { User } from '../api/contract';
import { needsOrganizationChoice, shouldLoadOrganizations, withIndividualEntry } from './organizationRules';

const signer = {
  registeredWithEimzo: true,
  eimzoAllowToLogin: 'all',
  pinfl: '30505851234567',
  fullName: 'Жасур Раҳимов',
  username: 'director',
  orgId: null,
} as Pick<User, 'registeredWithEimzo' | 'eimzoAllowToLogin' | 'pinfl' | 'fullName' | 'username' | 'orgId'>;
const orgs = [{ tin: '305123456', pinfl: null, name: 'А', nameLa: 'A' }];

describe('organisation rules (docs/behaviour.md §10)', () => {
  it('loads organisations for digital-signature users not limited to legal entities', () => {
    expect(shouldLoadOrganizations(signer)).toBe(true);
    expect(shouldLoadOrganizations({ ...signer, eimzoAllowToLogin: 'individuals' })).toBe(true);
    expect(shouldLoadOrganizations({ ...signer, eimzoAllowToLogin: 'legal' })).toBe(false);
    expect(shouldLoadOrganizations({ ...signer, registeredWithEimzo: false })).toBe(false);
    expect(shouldLoadOrganizations(null)).toBe(false);
  });

  it('adds the individual’s own entry once, named by the full name', () => {
    expect(withIndividualEntry(signer, orgs)).toEqual([
      ...orgs,
      { tin: null, pinfl: '30505851234567', name: 'Жасур Раҳимов', nameLa: 'Жасур Раҳимов' },
    ]);
    expect(withIndividualEntry(signer, withIndividualEntry(signer, orgs))).toHaveLength(2);
    expect(withIndividualEntry({ ...signer, pinfl: null }, orgs)).toEqual(orgs);
  });

  it('asks to choose only for a signer with a PINFL, allowed all or legal, nothing chosen, organisations present', () => {
    expect(needsOrganizationChoice(signer, orgs)).toBe(true);
    expect(needsOrganizationChoice({ ...signer, eimzoAllowToLogin: 'legal' }, orgs)).toBe(true);
    expect(needsOrganizationChoice({ ...signer, eimzoAllowToLogin: 'individuals' }, orgs)).toBe(false);
    expect(needsOrganizationChoice({ ...signer, orgId: 305123456 }, orgs)).toBe(false);
    expect(needsOrganizationChoice({ ...signer, pinfl: null }, orgs)).toBe(false);
    expect(needsOrganizationChoice({ ...signer, registeredWithEimzo: false }, orgs)).toBe(false);
    expect(needsOrganizationChoice(signer, [])).toBe(false);
  });

  it('serials are the comma-separated text, trimmed, empty pieces dropped', async () => {
    const { serialsOf } = await import('./accountCalls');
    expect(serialsOf(' 7770c2a4, ,77a1b2c3 ,')).toEqual(['7770c2a4', '77a1b2c3']);
    expect(serialsOf('  ')).toEqual([]);
  });
});
