/**
 * The classic-script loader for hosts that cannot add `type="module"`:
 * `<script src="/platon/platon-loader.js"></script>` loads the ESM bundle beside it.
 */
const script = document.currentScript as HTMLScriptElement | null;
const bundle = new URL('platon.js', script?.src ?? location.href).href;
import(/* @vite-ignore */ bundle).catch((error: unknown) => console.error('[platon] could not load', bundle, error));
