import type { ProjectComponent } from '../../src/core/api/contract';
import { scriptEntryUrl } from '../scripts/scriptEntryUrl';

/** Where project components' inline scripts are served (registerScriptRoutes), relative to the API base. */
export const COMPONENT_SCRIPTS_BASE = 'components/scripts/';

/**
 * The stored `components` setting as `/info` sends it (docs/behaviour.md §2 Project info `components`): entries without a
 * name are dropped, texts that are not text read as absent, and `js` source becomes the module URL that
 * serves it (scriptEntryUrl), so a column's header component can run its script under a strict CSP.
 *
 * @example
 * projectComponents([{ name: 'total', content: '<b>Σ</b>', js: 'export default () => {}' }]);
 * // [{ name: 'total', content: '<b>Σ</b>', js: 'components/scripts/….js' }]
 */
export function projectComponents(stored: unknown): ProjectComponent[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { name, content, js, css } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !name) return [];
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    const script = text(js);
    return [{ name, content: text(content), css: text(css), js: script && scriptEntryUrl(script, COMPONENT_SCRIPTS_BASE) }];
  });
}

/** The inline `js` texts of the stored `components` setting (what the component script route may serve). */
export function storedComponentScripts(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    const js = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).js : null;
    return typeof js === 'string' && js ? [js] : [];
  });
}
