import type { Extension } from '@codemirror/state';

/** The language names an element may give, folded to the four grammars we ship. */
const ALIASES: Record<string, 'json' | 'javascript' | 'typescript' | 'sql' | 'markdown'> = {
  json: 'json',
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
  sql: 'sql',
  pgsql: 'sql',
  postgresql: 'sql',
  postgres: 'sql',
  md: 'markdown',
  markdown: 'markdown',
};

/**
 * The grammar name an element's language folds to, or null for plain text (an unknown or empty name must
 * still give a working editor, just without colours).
 *
 * @example
 * codeLanguageName('JS'); // 'javascript'
 * codeLanguageName('cobol'); // null
 */
export function codeLanguageName(language: string | null | undefined): (typeof ALIASES)[string] | null {
  const key = (language ?? '').trim().toLowerCase();
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : null;
}

/**
 * Loads the CodeMirror grammar of `language` (docs/behaviour.md §5: json, javascript, sql, markdown). Each grammar is
 * its own chunk, so a form with one JSON editor never downloads the SQL or markdown parsers. Resolves to an
 * empty extension for plain text.
 *
 * @example
 * compartment.reconfigure(await loadCodeLanguage('sql'));
 */
export async function loadCodeLanguage(language: string | null | undefined): Promise<Extension> {
  switch (codeLanguageName(language)) {
    case 'json':
      return (await import('@codemirror/lang-json')).json();
    case 'javascript':
      return (await import('@codemirror/lang-javascript')).javascript({ jsx: true });
    case 'typescript':
      return (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true });
    case 'sql': {
      // Our own server speaks PostgreSQL (docs/architecture.md): its dialect colours its keywords.
      const { sql, PostgreSQL } = await import('@codemirror/lang-sql');
      return sql({ dialect: PostgreSQL });
    }
    case 'markdown':
      return (await import('@codemirror/lang-markdown')).markdown();
    default:
      return [];
  }
}
