import { CliError, type CliIo } from './CliCommand';

/**
 * The password for `name`, never from an argument (it would stay in the shell's history and show in the
 * process list): typed twice at a terminal, without echo, until both match and `check` has nothing against
 * it (three tries); from a pipe or a file, the first line of standard input, once, for scripts.
 *
 * @example
 * const password = await readPassword(io, 'Password for root', (text) => passwordProblem('root', text));
 */
export async function readPassword(io: CliIo, prompt: string, check: (password: string) => string | null): Promise<string> {
  if (!io.stdin.isTTY || !io.stdin.setRawMode) {
    const password = firstLine(await readAll(io.stdin));
    if (password === '') throw new CliError('no password on standard input: type it at a terminal, or pipe it in one line');
    const problem = check(password);
    if (problem) throw new CliError(problem);
    return password;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const password = await readHidden(io, `${prompt}: `);
    const problem = password === '' ? 'the password is empty' : check(password);
    if (problem) {
      io.stderr.write(`${problem}; try again.\n`);
      continue;
    }
    if ((await readHidden(io, 'The same password again: ')) === password) return password;
    io.stderr.write('The two passwords differ; try again.\n');
  }
  throw new CliError('no password set after three tries');
}

/** The first line, without its line ending: `echo secret | platon ...` and a file with a final newline alike. */
function firstLine(text: string): string {
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

async function readAll(stream: CliIo['stdin']): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One line from the terminal in raw mode, so that nothing typed is echoed: Enter ends it, Backspace takes
 * back a character, Ctrl+C and Ctrl+D (on an empty line) cancel. A pasted password arrives as one chunk.
 */
function readHidden(io: CliIo, prompt: string): Promise<string> {
  const { stdin, stderr } = io;
  // Raw before the prompt shows: whatever is typed once it is visible must not be echoed.
  stdin.setRawMode!(true);
  stderr.write(prompt);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (result: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode!(false);
      stdin.pause();
      stderr.write('\n');
      result();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(typed));
        if (char === '\u0003' || (char === '\u0004' && typed === '')) return finish(() => reject(new CliError('cancelled')));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
