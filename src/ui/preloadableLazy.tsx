import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadedComponent<P> = ComponentType<P> & {
  /** Starts the download (once; a failed one may be started again) and resolves when it is in. */
  preload(): Promise<unknown>;
};

/**
 * Like React.lazy, for the views on the first paint's path (the shell, a table, a form): an element starts
 * `preload()` when it connects, and a view whose code is in by its first render draws at once without
 * suspending. A suspended view costs more than its download: React reveals a Suspense boundary's content
 * no sooner than 300 ms after its fallback showed (its reveal throttle), which was most of the gap between
 * the user-info and the definition calls (issue 13). A view whose code is not in yet suspends as with
 * React.lazy, so it still needs a Suspense boundary above it.
 *
 * @example
 * const TableElement = preloadableLazy(() => import('../src/table/TableElement').then((m) => m.TableElement));
 * TableElement.preload(); // when the element connects
 * <Suspense fallback={<Spinner />}><TableElement {...props} /></Suspense>
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadedComponent<P> {
  const start = loadOnce(load);
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the component later would remount it.
    const [Direct] = useState(start.loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  Preloaded.preload = () => start().catch(() => undefined);
  return Preloaded;
}
