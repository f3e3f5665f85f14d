import { usePortalRoot } from '../PortalRoot';
import { useAdoptedStyles } from '../useAdoptedStyles';
import { dialogCss } from './dialogCss';
import { STYLE_RANK } from './styleRank';

/**
 * Adopts the dialog area's sheet (dialogCss: message boxes, context menus, tooltips, file previews, imports,
 * the theme picker) into the shadow root its element's floating layers render in, when the first of them
 * draws, at the shared sheets' rank. It was part of every element's shared sheet, so a page with only a form
 * downloaded and parsed it although it never opened one of them.
 *
 * @example
 * useDialogStyles(); // first line of a component that draws one of those layers
 */
export function useDialogStyles(): void {
  const portalRoot = usePortalRoot();
  // Outside an element (tests, light-DOM hosts) the layers render into the document, which adopts it then.
  useAdoptedStyles({ current: portalRoot ?? document.body }, dialogCss, STYLE_RANK.shared);
}
