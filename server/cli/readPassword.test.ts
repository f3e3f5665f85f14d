import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './CliCommand';
import { readPassword } from './readPassword';

const check = (password: string) => (password.length < 6 ? 'the password must have at least 6 characters' : null);

/** A terminal: raw mode recorded, keys typed one prompt at a time, everything written kept. */
function terminal(keys: string[]) {
  const stdin = new PassThrough() as PassThrough & { isTTY: boolean; setRawMode(mode: boolean): void };
  const modes: boolean[] = [];
  stdin.isTTY = true;
  stdin.setRawMode = (mode) => void modes.push(mode);
  const stderr = new PassThrough();
  let written = '';
  stderr.on('data', (chunk) => {
    written += chunk;
    // Each prompt ends with ': ': the next keys are typed once it shows, as a person would.
    if (String(chunk).endsWith(': ') && keys.length) setImmediate(() => stdin.write(keys.shift()!));
  });
  const io: CliIo = { stdin, stdout: new PassThrough(), stderr, env: {} };
  return { io, modes, written: () => written };
}

describe('readPassword', () => {
  it('asks twice at a terminal in raw mode, so nothing typed is echoed, with Backspace working', async () => {
    const { io, modes, written } = terminal(['Kuchli-parol-2026x\u007f\r', 'Kuchli-parol-2026\r']);
    await expect(readPassword(io, 'Password for "root"', check)).resolves.toBe('Kuchli-parol-2026');
    expect(written()).toBe('Password for "root": \nThe same password again: \n');
    expect(modes).toEqual([true, false, true, false]);
  });

  it('asks again after a password the rules refuse or a repetition that differs', async () => {
    const { io, written } = terminal(['123\r', 'Kuchli-parol-2026\r', 'Kuchli-parol-2027\r', 'Kuchli-parol-2026\r', 'Kuchli-parol-2026\r']);
    await expect(readPassword(io, 'Password', check)).resolves.toBe('Kuchli-parol-2026');
    expect(written()).toContain('the password must have at least 6 characters; try again.\n');
    expect(written()).toContain('The two passwords differ; try again.\n');
    expect(written()).not.toContain('Kuchli');
  });

  it('stops at Ctrl+C', async () => {
    const { io } = terminal(['Kuch\u0003']);
    await expect(readPassword(io, 'Password', check)).rejects.toThrow('cancelled');
  });

  it('reads the first line of standard input once when it is not a terminal', async () => {
    const io: CliIo = {
      stdin: Readable.from(['Kuchli-parol-2026\r\nignored\n']),
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      env: {},
    };
    await expect(readPassword(io, 'Password', check)).resolves.toBe('Kuchli-parol-2026');
    const short: CliIo = { ...io, stdin: Readable.from(['12345\n']) };
    await expect(readPassword(short, 'Password', check)).rejects.toThrow('the password must have at least 6 characters');
  });
});
