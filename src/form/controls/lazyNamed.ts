import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '../../ui/loadOnce';

/** A React.lazy component that can also be fetched ahead of its first render. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); a user about to open the part calls it so the part opens at once. */
  preload(): Promise<unknown>;
};

/**
 * A named export as a lazy component with a `preload()`: popups, dialogs and pickers that a form shows only
 * on demand are their own chunks, so a page with a plain form does not download floating-ui and friends
 * before it can show the form (docs/performance.md: <= 150 KiB for a page with only <platon-form>). Triggers call
 * `preload()` on pointer-enter and focus, so the chunk is usually there before the click.
 *
 * @example
 * const ListboxPopup = lazyNamed(() => import('../../ui/ListboxPopup').then((m) => m.ListboxPopup));
 * <button onFocus={() => void ListboxPopup.preload()} />
 * {open ? <Suspense fallback={null}><ListboxPopup {...props} /></Suspense> : null}
 */
export function lazyNamed<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  const start = loadOnce(() => load().then((component) => ({ default: component })));
  const component = lazy(start) as PreloadableComponent<P>;
  component.preload = () => start().catch(() => undefined);
  return component;
}
