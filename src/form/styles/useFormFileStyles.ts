import type { RefObject } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { formFileControlsCss } from './formFileControlsCss';

/** Adopt the upload controls' and the crop dialog's styles after the form's sheet; FileControl's lazy chunk carries them. */
export function useFormFileStyles(ref: RefObject<Element | null>): void {
  useAdoptedStyles(ref, formFileControlsCss, STYLE_RANK.formFiles);
}
