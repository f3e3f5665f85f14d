// `npm run lint`: typescript-eslint's recommended rules (syntax only: the type-aware set would parse the
// whole program for every file and triple the time) and the import direction of docs/architecture.md, enforced by
// eslint-plugin-import-x's `no-restricted-paths` on resolved files, so `../../table/x` and `../table/x` are
// judged by where they land, not by how they are spelled.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every layer of src/, and the folders beside it that ship code. */
const layers = ['src/core', 'src/ui', 'src/table', 'src/form', 'src/page', 'src/auth', 'src/shell', 'elements', 'server'];
const except = (...allowed) => layers.filter((layer) => !allowed.includes(layer));

/**
 * The `core` folders the server may import: framework-free and DOM-free code that runs the same on both
 * sides (validation, formats, expressions, contracts, permissions). The rest of `core` is the browser's
 * runtime (router, storage, theme, dialogs, the session store), which the server has no business loading.
 */
const coreForServer = [
  'api',
  'auth',
  'call24',
  'dbcontrol',
  'eimzo',
  'expression',
  'files',
  'footers',
  'form',
  'format',
  'html',
  'i18n',
  // The icon set's names, plain data: the server checks configured icons against them.
  'icons',
  'session/permissions.ts',
  'table',
  // The themes and their permission families, plain data: the server offers them as grantable permissions.
  'theme/themes.ts',
  'theme/themePermissionPrefixes.ts',
  'validation',
];

/**
 * docs/architecture.md: `elements -> shell | auth | page -> table | form -> ui`, everything may use `core`.
 * `shell` is the application: it composes `auth` (sign-in in place) and `page` (dynamic pages on routes);
 * `auth` and `page` never import `shell` or each other. Tests next to their source obey their folder's rule.
 */
const zones = [
  { target: 'src/core', from: except('src/core'), message: 'core imports nothing above it (docs/architecture.md).' },
  { target: 'src/ui', from: except('src/ui'), message: 'ui is the bottom layer and never imports core (docs/architecture.md).' },
  {
    target: 'src/table',
    from: except('src/table', 'src/core', 'src/ui'),
    message: 'table uses only ui and core; never form (docs/architecture.md).',
  },
  {
    target: 'src/form',
    from: except('src/form', 'src/core', 'src/ui'),
    message: 'form uses only ui and core; never table (docs/architecture.md).',
  },
  {
    target: 'src/page',
    from: except('src/page', 'src/table', 'src/form', 'src/core', 'src/ui'),
    message: 'page sits below elements and shell, beside auth (docs/architecture.md).',
  },
  {
    target: 'src/auth',
    from: except('src/auth', 'src/table', 'src/form', 'src/core', 'src/ui'),
    message: 'auth sits below elements and shell, beside page (docs/architecture.md).',
  },
  { target: 'src/shell', from: ['elements', 'server'], message: 'shell never imports the elements or the server (docs/architecture.md).' },
  { target: 'elements', from: ['server'], message: 'elements never import the server.' },
  {
    target: 'server',
    from: [...except('src/core', 'server'), 'tests'],
    message: 'The server may use framework-free code of src/core only (docs/architecture.md).',
  },
  {
    target: 'server',
    from: 'src/core',
    except: coreForServer.map((folder) => `./${folder}`),
    message: `The server may use only these folders of src/core: ${coreForServer.join(', ')}.`,
  },
  // Suites that span pieces drive the server and the API client, not the views.
  {
    target: ['tests/server', 'tests/e2e'],
    from: except('src/core', 'server'),
    message: 'Server and end-to-end suites use the server and src/core only; view tests sit next to their source.',
  },
];

/** Packages that render: `core` is framework-free (docs/architecture.md), so it imports none of them. */
const renderingPackages = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@floating-ui/react',
  '@tanstack/react-*',
  '@r2wc/*',
  '@tiptap/*',
  'react-*',
  'leaflet',
  '@codemirror/*',
];

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.tmp/', 'coverage/', 'data/', 'demo/hosts/jquery/jquery.js'] },
  // A disable comment that no longer silences anything fails, so exceptions do not outlive their reason.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // The codebase's convention: a leading underscore names a value left out on purpose
      // (`const { readOnly: _readOnly, ...rest } = props`, an ignored callback argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Names, paths and record values are checked for control characters on purpose (NUL, C0, DEL).
      'no-control-regex': 'off',
      // no-restricted-paths skips an import it cannot resolve, so every relative import must resolve.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // Off for now: 28 effects and memos are keyed on fewer values than they read, most on purpose (a
      // version counter, a definition's name); each needs a look, not a mechanical fix. Turn it on with them.
      'react-hooks/exhaustive-deps': 'off',
    },
  },
  {
    // Tests read JSON bodies and fake libraries of any shape.
    files: ['tests/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // zustand's main entry is its React binding; core uses zustand/vanilla.
          paths: [{ name: 'zustand', message: 'core uses zustand/vanilla, not the React binding.' }],
          patterns: [{ group: renderingPackages, message: 'core is framework-free (docs/architecture.md).' }],
        },
      ],
    },
  },
);
