import type { RefObject } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { textFieldCss } from '../../ui/styles/textFieldCss';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { pagerCss } from '../view/pagerCss';
import { tableCss } from './tableCss';
import { tableToolsCss } from './tableToolsCss';

/** The tools first, then the grid, as the runtime sheet used to concatenate them. */
const TABLE_CSS = `${tableToolsCss}\n${tableCss}`;

/**
 * Adopt the table's styles into the shadow root holding `ref`. The table's chunk carries them, so a page
 * without a table downloads none; the screen and the grid both call it (tests mount the grid alone).
 */
export function useTableStyles(ref: RefObject<Element | null>): void {
  useAdoptedStyles(ref, textFieldCss, STYLE_RANK.shared);
  useAdoptedStyles(ref, TABLE_CSS, STYLE_RANK.table);
  useAdoptedStyles(ref, pagerCss, STYLE_RANK.table);
}
