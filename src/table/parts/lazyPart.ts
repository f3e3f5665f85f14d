import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded on first use, whose code can also be fetched ahead (after the table's first paint). */
export interface LazyPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts (or joins) the download; a failed one is tried again on the next call. */
  load(): Promise<ComponentType<P>>;
}

/**
 * Wraps a dynamic import so that the table's first screenful does not download what only a click shows
 * (dialogs, popups, tooltips and the folded filters' controls: @floating-ui and tabbable among them), while
 * a prefetch after the first paint makes that click open at once, from the same promise React.lazy uses.
 *
 * @example
 * const settings = lazyPart(() => import('../settings/ColumnSettingsDialog').then((m) => m.ColumnSettingsDialog));
 */
export function lazyPart<P>(loader: () => Promise<ComponentType<P>>): LazyPart<P> {
  let started: Promise<ComponentType<P>> | null = null;
  const load = (): Promise<ComponentType<P>> =>
    (started ??= loader().catch((error: unknown) => {
      started = null;
      throw error;
    }));
  return { Component: lazy(() => load().then((component) => ({ default: component }))), load };
}
