import type { ScriptContext, ScriptSetup } from './ScriptContext';

/** A loaded module's setup function, or null when it has none or could not be loaded. */
export type ScriptModules<C extends ScriptContext = ScriptContext> = Map<string, ScriptSetup<C> | null>;

/**
 * Import script modules, in parallel. Modules, not eval: they are plain URLs (served by the platform from
 * its own origin), so the elements run under a strict `script-src 'self'` CSP (docs/architecture.md). The module's default
 * export is the setup function (a module whose default is not a function is kept as null). The browser
 * evaluates each URL once per document; the setup function is what runs on every use. A module that fails
 * to load is reported in the console and left out (its owner shows without it).
 *
 * @example
 * const modules = await loadScriptModules(['https://app.test/api/pages/home/scripts/3f….js']);
 */
export async function loadScriptModules<C extends ScriptContext = ScriptContext>(urls: readonly string[]): Promise<ScriptModules<C>> {
  const entries = await Promise.all(
    urls.map(async (url): Promise<[string, ScriptSetup<C> | null]> => {
      try {
        const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
        return [url, typeof module.default === 'function' ? (module.default as ScriptSetup<C>) : null];
      } catch (error) {
        console.error('[platon] script could not be loaded', url, error);
        return [url, null];
      }
    }),
  );
  return new Map(entries);
}
