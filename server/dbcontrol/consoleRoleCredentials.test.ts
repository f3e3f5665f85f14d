import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consoleRoleCredentials } from './consoleRoleCredentials';

describe('consoleRoleCredentials', () => {
  it('gives every instance with the same secret the same role and password, and another secret another password', () => {
    const secret = randomBytes(32);
    const first = consoleRoleCredentials(secret, 'platon');
    expect(consoleRoleCredentials(Buffer.from(secret), 'platon')).toEqual(first);
    expect(first.name).toBe('platon_console_platon');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(consoleRoleCredentials(randomBytes(32), 'platon').password).not.toBe(first.password);
  });

  it('names one role per database, hashed when the name would not be a plain one of 63 bytes', () => {
    const secret = randomBytes(32);
    expect(consoleRoleCredentials(secret, 'other').name).toBe('platon_console_other');
    const odd = consoleRoleCredentials(secret, 'Платон "prod"').name;
    expect(odd).toMatch(/^platon_console_[0-9a-f]{16}$/);
    expect(consoleRoleCredentials(secret, 'x'.repeat(60)).name).toMatch(/^platon_console_[0-9a-f]{16}$/);
  });
});
