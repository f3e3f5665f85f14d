import { useRef, useState, type ReactNode } from 'react';
import { focusGearLink } from './gearLink';
import { PortalRootContext } from './PortalRoot';
import { pageCss } from './styles/pageCss';
import { lateCss, platonCss } from './styles/platonCss';
import { STYLE_RANK } from './styles/styleRank';
import { useAdoptedStyles } from './useAdoptedStyles';

export interface ElementFrameProps {
  children: ReactNode;
  className?: string;
  /** The theme and colour to paint (`data-theme` / `data-color`, matched by themeCss); none: the defaults. */
  theme?: string;
  color?: string;
  /** BCP 47 tag of the language the element speaks (the caller maps the shell's locale code, core's langTag). */
  lang?: string;
}

/**
 * The outermost node of every element: adopts the shared stylesheets (features add theirs as their chunks load) and provides the portal root for
 * floating layers, and says which language its content is in (`lang`, so the host page's own `lang` does not
 * mislabel a Russian screen). `part="frame"` lets host pages style the frame through `::part(frame)`. The theme is set
 * here, on the node that holds the portal layer, so dialogs and menus take it too. F2 from a field, column
 * or menu item reaches its administrator's gear link (gearLink.ts).
 */
export function ElementFrame({ children, className, theme, color, lang }: ElementFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  useAdoptedStyles(ref, platonCss, STYLE_RANK.base);
  // Page and error views, which every element may show; ranked where the single runtime sheet had them.
  useAdoptedStyles(ref, pageCss, STYLE_RANK.shared);
  useAdoptedStyles(ref, lateCss, STYLE_RANK.theme);
  return (
    <div
      ref={ref}
      className={`pl-frame ${className ?? ''}`}
      part="frame"
      data-theme={theme}
      data-color={color}
      lang={lang}
      onKeyDown={focusGearLink}
    >
      <PortalRootContext.Provider value={portalRoot}>{children}</PortalRootContext.Provider>
      <div ref={setPortalRoot} className="pl-layers" />
    </div>
  );
}
