import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { CliError } from './CliCommand';
import { modeEnv } from './modeEnv';

const demo = (args: string[], env: NodeJS.ProcessEnv) => loadConfig(modeEnv(args, env, 'usage')).demo;

describe('modeEnv', () => {
  it('makes an installed server a production one unless --demo asks for the demo', () => {
    expect(demo([], {})).toBe(false);
    expect(demo([], { PLATON_DEMO: '' })).toBe(false);
    expect(demo(['--demo'], {})).toBe(true);
    expect(demo(['--demo'], { PLATON_DEMO: '0' })).toBe(true);
  });

  it('keeps the mode the environment sets', () => {
    expect(demo([], { PLATON_DEMO: '1' })).toBe(true);
    expect(demo([], { PLATON_DEMO: 'off' })).toBe(false);
  });

  it('refuses any other argument with the usage and code 2, and leaves the given environment alone', () => {
    expect(() => modeEnv(['--prod'], {}, 'the usage')).toThrow(new CliError('unknown argument "--prod"\n\nthe usage', 2));
    const env = {};
    modeEnv([], env, 'usage');
    expect(env).toEqual({});
  });
});
