import type { RefObject } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { layoutCss, winterCss } from './layoutCss';
import { sidebarCss } from './sidebarCss';

const SHELL_CSS = `${layoutCss}\n${sidebarCss}\n${winterCss}`;

/** Adopt the shell's styles (layout, top bar, sidebar, organisation chooser); only `<platon-app>`'s chunk carries them. */
export function useShellStyles(ref: RefObject<Element | null>): void {
  useAdoptedStyles(ref, SHELL_CSS, STYLE_RANK.shell);
}
