import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatarLetter';
import { hotkeyHintsAllowed } from './hotkeyHintsAllowed';

describe('avatarLetter', () => {
  it('is the first letter of the username, upper case', () => {
    expect(avatarLetter('admin')).toBe('A');
    expect(avatarLetter('  шоҳрух')).toBe('Ш');
    expect(avatarLetter('ōtabek')).toBe('Ō');
  });

  it('keeps a whole code point and has a fallback for no username', () => {
    expect(avatarLetter('𝒜lice')).toBe('𝒜');
    expect(avatarLetter('')).toBe('?');
    expect(avatarLetter(null)).toBe('?');
  });
});

describe('hotkeyHintsAllowed', () => {
  const admin = { permissions: ['platon.admin'] };
  const user = { permissions: ['appeals.view'] };

  it('shows hints to ordinary users, not to admins (docs/behaviour.md §2)', () => {
    expect(hotkeyHintsAllowed(user, 'platon', false)).toBe(true);
    expect(hotkeyHintsAllowed(admin, 'platon', false)).toBe(false);
  });

  it('shows them to an admin in force-user mode, and to an admin of another product', () => {
    expect(hotkeyHintsAllowed(admin, 'platon', true)).toBe(true);
    expect(hotkeyHintsAllowed(admin, 'other', false)).toBe(true);
  });

  it('shows nothing without a user', () => {
    expect(hotkeyHintsAllowed(null, 'platon', false)).toBe(false);
  });
});
