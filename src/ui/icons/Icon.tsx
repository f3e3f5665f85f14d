import { useRef, useSyncExternalStore } from 'react';
import { STYLE_RANK } from '../styles/styleRank';
import { useAdoptedStyles } from '../useAdoptedStyles';
import { iconClasses } from './iconClasses';

interface IconSet {
  css: string;
  names: ReadonlySet<string>;
}

let iconSet: IconSet | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the icon chunk once per page; its fonts are declared in the document (see fontAwesomeSet). */
function loadIconSet(): void {
  loading ??= import('./fontAwesomeSet').then(
    ({ ICON_CLASS_CSS, ICON_FACES_CSS, ICON_NAMES }) => {
      const faces = new CSSStyleSheet();
      faces.replaceSync(ICON_FACES_CSS);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, faces];
      iconSet = { css: ICON_CLASS_CSS, names: ICON_NAMES };
      for (const listener of listeners) listener();
    },
    (error: unknown) => console.warn('[platon] the icon set could not be loaded; icons fall back', error),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface IconProps {
  /** The configured icon classes ('fa-solid fa-list', 'fa fa-save'). */
  cssClass: string | null | undefined;
  /** Shown in a tile when the classes name no icon the set has (a menu item's first letter); else nothing. */
  letter?: string;
  className?: string;
}

/**
 * One icon by its configured class names (docs/behaviour.md §2 menu item cssClass, table button icon, form buttonIcon and
 * addons), drawn with Font Awesome Free from a lazy chunk whose class rules are adopted into the element's
 * shadow root; a name the set lacks shows the letter tile, or nothing. Decorative: hidden from assistive
 * technology, the label beside it names the action.
 *
 * @example
 * <Icon cssClass="fa-solid fa-list" letter="Б" />
 */
export function Icon({ cssClass, letter, className }: IconProps) {
  const wanted = Boolean(cssClass?.trim());
  const set = useSyncExternalStore(subscribe, () => iconSet);
  if (wanted && !set) loadIconSet();
  const classes = set ? iconClasses(cssClass, set.names) : null;
  const fallback = letter?.trim().charAt(0).toUpperCase();
  if (!classes && !fallback && (!wanted || set)) return null;
  return (
    <span className={`pl-glyph${className ? ` ${className}` : ''}`} aria-hidden="true">
      {classes && set ? (
        <Glyph classes={classes} css={set.css} />
      ) : !wanted || set ? (
        <span className="pl-glyph__letter">{fallback}</span>
      ) : null}
    </span>
  );
}

function Glyph({ classes, css }: { classes: string; css: string }) {
  const ref = useRef<HTMLElement>(null);
  useAdoptedStyles(ref, css, STYLE_RANK.lazy);
  return <i ref={ref} className={`pl-glyph__icon ${classes}`} />;
}
