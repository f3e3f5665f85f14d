import { parse } from 'regexparam';
import type { RouteDefinition } from './routeTable';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

const compiled = new WeakMap<RouteDefinition, { keys: string[]; pattern: RegExp }>();

/**
 * The first route whose pattern matches `pathname` (no query), with its decoded parameters.
 * Demo routes match only when `demo` is on, so outside demo mode they fall through to not-found.
 *
 * @example
 * matchRoute('/forms/appeals/12', ROUTES); // { route: form, params: { name: 'appeals', id: '12' } }
 */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[], demo = true): RouteMatch | null {
  for (const route of routes) {
    if (route.meta.demo && !demo) continue;
    let pattern = compiled.get(route);
    if (!pattern) {
      pattern = parse(route.path);
      compiled.set(route, pattern);
    }
    const found = pattern.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    pattern.keys.forEach((key, index) => {
      const value = found[index + 1];
      params[key === '*' ? 'path' : key] = value === undefined ? undefined : safeDecode(value);
    });
    return { route, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
