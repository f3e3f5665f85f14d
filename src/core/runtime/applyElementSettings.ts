import { forgetPrefetched } from '../api/prefetch';
import { mergeConfig, type ConfigAttributes } from '../config/platonConfig';
import type { PlatonRuntime } from './platonRuntime';

/**
 * Applies one element's settings (`api-base`, `locale`...) to the page, where the first element to name a
 * setting configures the page (README, "Element reference"): a later element's value for it is left out. The
 * early start applies every element's in document order before any call goes out, and each element again as
 * it renders, which changes nothing then. An element that names a setting nobody named before, after the
 * page started, still changes it; a new server then means a new start (bootstrapRuntime starts again), and
 * the answers asked ahead of the old one are dropped, so no view takes them.
 *
 * @example
 * applyElementSettings(runtime, { apiBase: 'https://platon.example.com/api/' });
 */
export function applyElementSettings(runtime: PlatonRuntime, attributes: ConfigAttributes): void {
  const named = (runtime.namedSettings ??= new Set());
  const unclaimed = Object.fromEntries(Object.entries(attributes).filter(([key, value]) => value && !named.has(key)));
  for (const key of Object.keys(unclaimed)) named.add(key);
  const before = runtime.store.getState().config;
  const next = mergeConfig(before, unclaimed);
  runtime.store.setState({ config: next });
  if (next.apiBase !== before.apiBase || next.authBase !== before.authBase) {
    forgetPrefetched(runtime.api);
    runtime.ready = null;
  }
}
