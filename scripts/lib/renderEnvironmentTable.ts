import { loadConfig } from '../../server/config';
import { environmentNotes } from './environmentNotes';

export const ENVIRONMENT_START = '<!-- environment:start -->';
export const ENVIRONMENT_END = '<!-- environment:end -->';

/** The variables loadConfig reads from `env`, found by watching it read (names built at run time included). */
function variablesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return Reflect.has(target, key);
    },
  });
  loadConfig(watched);
  return read;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const shown = (value: unknown) => (typeof value === 'string' && /[ `]/.test(value) ? value : `\`${String(value)}\``);

/**
 * docs/operations.md's table of environment variables, between the markers. Throws when the notes and the
 * code disagree: a variable loadConfig reads that has no note, or a note for one it no longer reads. The
 * code is probed twice, with nothing set (what a bare start reads) and with every example set (what is read
 * only once another variable is set, as a provider's secret is once its client id is).
 */
export function renderEnvironmentTable(): string {
  const examples = Object.fromEntries(environmentNotes.map((note) => [note.name, note.example]));
  const read = new Set([...variablesRead({}), ...variablesRead(examples)]);
  const noted = new Set(environmentNotes.map((note) => note.name));
  const missing = [...read].filter((name) => !noted.has(name));
  const stale = [...noted].filter((name) => !read.has(name));
  if (missing.length) throw new Error(`server/config.ts reads ${missing.join(', ')}: describe them in scripts/lib/environmentNotes.ts`);
  if (stale.length)
    throw new Error(`server/config.ts no longer reads ${stale.join(', ')}: remove them from scripts/lib/environmentNotes.ts`);
  const defaults = loadConfig({});
  const rows = environmentNotes.map((note) => {
    const fallback = typeof note.default === 'string' ? note.default : shown(note.default(defaults));
    return `| \`${note.name}\` | ${cell(fallback)} | ${cell(note.meaning)} |`;
  });
  return [
    ENVIRONMENT_START,
    '<!-- Generated from server/config.ts by `npm run docs` (scripts/lib/environmentNotes.ts holds the meanings). -->',
    '',
    '| variable | default | meaning |',
    '|---|---|---|',
    ...rows,
    ENVIRONMENT_END,
  ].join('\n');
}

/** `text` with the part between the markers (markers included) replaced by `section`. */
export function replaceEnvironmentTable(text: string, section: string): string {
  const start = text.indexOf(ENVIRONMENT_START);
  const end = text.indexOf(ENVIRONMENT_END);
  if (start < 0 || end < start) throw new Error('docs/operations.md lacks the environment markers');
  return text.slice(0, start) + section + text.slice(end + ENVIRONMENT_END.length);
}
