import { forgetPrefetched } from '../api/prefetch';
import { DEFAULT_CONFIG, mergeConfig, type ConfigAttributes, type PlatonConfig } from '../config/platonConfig';
import type { PlatonRuntime } from './platonRuntime';

const SETTINGS = Object.keys(DEFAULT_CONFIG) as Array<keyof PlatonConfig>;

/**
 * Applies one element's settings (`api-base`, `locale`...) to the page, where the first element to name a
 * setting configures the page (README, "Element reference"): a later element's value for it is left out. The
 * early start applies every element's in document order before any call goes out, and each element again as
 * it renders, which changes nothing then. An element that names a setting nobody named before, after the
 * page started, still changes it. Anything else among the attributes (r2wc's `container`) is not a setting.
 *
 * `previous` is what the element named before, when its attributes change: a setting whose value in force is
 * the one the element named (it configured the page, or agreed with the element that did) takes the new
 * value, so a host that corrects `api-base` on its element is heard without a reload.
 *
 * A new server means a new start: `ready` is emptied (bootstrapRuntime starts again) and the answers asked
 * ahead of the old server are dropped, so no view takes them. Returns whether the server changed.
 *
 * @example
 * applyElementSettings(runtime, { apiBase: 'https://platon.example.com/api/' });
 */
export function applyElementSettings(runtime: PlatonRuntime, attributes: ConfigAttributes, previous?: ConfigAttributes): boolean {
  const named = (runtime.namedSettings ??= new Set());
  const before = runtime.store.getState().config;
  const mine = previous && mergeConfig(before, previous);
  const taken: ConfigAttributes = {};
  for (const key of SETTINGS) {
    if (!attributes[key] || (named.has(key) && !(previous?.[key] && mine![key] === before[key]))) continue;
    named.add(key);
    taken[key] = attributes[key];
  }
  const next = mergeConfig(before, taken);
  if (SETTINGS.every((key) => next[key] === before[key])) return false;
  runtime.store.setState({ config: next });
  if (next.apiBase === before.apiBase && next.authBase === before.authBase) return false;
  forgetPrefetched(runtime.api);
  runtime.ready = null;
  return true;
}
