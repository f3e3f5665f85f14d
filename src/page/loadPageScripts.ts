import type { PageScriptSetup } from './PageScriptContext';

/** A loaded module's setup function, or null when it has none or could not be loaded. */
export type PageScriptModules = Map<string, PageScriptSetup | null>;

/**
 * Import every module of a page, in parallel, before the page shows (SPEC §2.6). Modules, not eval: they are
 * plain URLs (served by the platform from its own origin), so pages run under a strict `script-src 'self'`
 * CSP (DESIGN §2). The browser evaluates each URL once per document; the setup function is what runs on
 * every visit. A module that fails to load is reported in the console and the page shows without it.
 */
export async function loadPageScripts(urls: readonly string[]): Promise<PageScriptModules> {
  const entries = await Promise.all(
    urls.map(async (url): Promise<[string, PageScriptSetup | null]> => {
      try {
        const module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
        return [url, typeof module.default === 'function' ? (module.default as PageScriptSetup) : null];
      } catch (error) {
        console.error('[platon] page script could not be loaded', url, error);
        return [url, null];
      }
    }),
  );
  return new Map(entries);
}
