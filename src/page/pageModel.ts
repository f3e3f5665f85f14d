import type { PageDefinition } from '../core/api/contract';

/** One component as rendered. */
export interface PageComponentModel {
  /** Unique within the page: its position and name. */
  key: string;
  name: string;
  /** Administrator-authored HTML, inserted as is (its `<script>` tags never run: scripts come from `scripts`). */
  html: string;
  /** Rendered in a shadow root of its own, so that `css` styles this component and nothing else. */
  scoped: boolean;
  /** The component's CSS when scoped; an unscoped component's CSS is part of the page's `css`. */
  css: string;
  /** Absolute module URLs, in the order the definition lists them. */
  scripts: string[];
}

export interface PageModel {
  name: string;
  title: string | null;
  /** The page renders in a shadow root of its own, so its CSS stays inside the page. */
  scoped: boolean;
  /** Page-level style sheets in cascade order: the page's CSS, then each unscoped component's. */
  css: string[];
  components: PageComponentModel[];
  /** Every module to load before the page shows, each once. */
  scriptUrls: string[];
  data: unknown;
}

/**
 * What to render for a page definition (docs/behaviour.md §6, §2 Page definition), without rendering it: which CSS goes
 * where, which component gets its own shadow root, which modules must load before the page shows.
 *
 * @example
 * const model = buildPageModel(definition, (entry) => resolveScriptUrl(entry, '/api/', location.href));
 * model.components.filter((c) => c.scoped).map((c) => c.name);
 */
export function buildPageModel(definition: PageDefinition, resolveScript: (entry: string) => string): PageModel {
  const css = [definition.css ?? ''];
  const components = (definition.components ?? []).map((component, index): PageComponentModel => {
    const scoped = component.attributes?.is_scoped === true;
    if (!scoped) css.push(component.css ?? '');
    return {
      key: `${index}:${component.name}`,
      name: component.name,
      html: component.content ?? '',
      scoped,
      css: scoped ? (component.css ?? '') : '',
      scripts: (component.scripts ?? []).filter((entry) => entry.trim() !== '').map(resolveScript),
    };
  });
  return {
    name: definition.name,
    title: definition.title ?? null,
    scoped: definition.isScoped === true,
    css: css.filter((text) => text.trim() !== ''),
    components,
    scriptUrls: [...new Set(components.flatMap((component) => component.scripts))],
    data: definition.data ?? null,
  };
}
