import type { FieldError } from '../../src/core/api/formContract';
import ICON_CATALOG from '../../src/core/icons/iconCatalog.json';
import { CONFIG_REFERENCE_TEXTS } from '../forms/configReferenceTexts';

/** Every icon name the product draws, aliases included ('save' as 'floppy-disk'). */
const NAMES: ReadonlySet<string> = new Set(ICON_CATALOG.flatMap(([name, , , aliases]) => [name, ...aliases.split(' ').filter(Boolean)]));
/** Style and size classes beside the icon's own ('fa-solid', 'fa-fw'): not names. */
const STYLES = /^(fa|fas|far|fa-solid|fa-regular|fa-fw|fa-lg|fa-sm|fa-xs|fa-[1-9]x|fa-spin|fa-inverse)$/;

/**
 * Why a configured icon ('fa-solid fa-map', 'fa fa-save') cannot be saved: it names no icon of the product's
 * set (a typo, a brand, another icon font), which the sidebar would draw as its fallback. The rule is the
 * browser's (src/ui/icons/iconClasses.ts), which the server may not import; empty is fine.
 *
 * @example
 * iconProblem('fa-solid fa-map'); // null
 * iconProblem('fa-solid fa-mapp'); // { message: 'Бундай белги йўқ: {0}', params: ['fa-solid fa-mapp'] }
 */
export function iconProblem(cssClass: unknown): FieldError | null {
  if (cssClass === null || cssClass === undefined) return null;
  const text = String(cssClass).trim();
  if (!text) return null;
  const classes = text.split(/\s+/);
  const drawn =
    !classes.some((name) => name === 'fab' || name === 'fa-brands') &&
    classes.some((name) => name.startsWith('fa-') && !STYLES.test(name) && NAMES.has(name.slice(3)));
  return drawn ? null : { message: CONFIG_REFERENCE_TEXTS.unknownIcon, params: [text] };
}
