import { describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from './passwordPolicy';

describe('passwordPolicyMessage', () => {
  const check = (newPassword: string) => passwordPolicyMessage({ username: 'Admin', oldPassword: 'old-pass1', newPassword });

  it('asks for 6 characters, counting letters rather than UTF-16 units', () => {
    expect(check('12345')).toBe('Парол 6та дан кам бўлмаслиги керак');
    expect(check('😀😀😀')).toBe('Парол 6та дан кам бўлмаслиги керак');
    expect(check('123456')).toBeNull();
  });

  it('refuses the username in any letter case and the old password', () => {
    expect(passwordPolicyMessage({ username: 'director', oldPassword: 'x', newPassword: 'DIRECTOR' })).toBe(
      'Парол логин билан бир хил бўлмаслиги керак',
    );
    expect(check('old-pass1')).toBe('Янги парол жорий паролдан фарқ қилиши керак');
    expect(check('new-pass1')).toBeNull();
  });
});
