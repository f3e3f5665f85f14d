import type { RefObject } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { formEditorControlsCss } from './formEditorControlsCss';

/** Adopt the code, rich text, markdown and map controls' styles; only those controls' lazy chunks carry them. */
export function useFormEditorStyles(ref: RefObject<Element | null>): void {
  useAdoptedStyles(ref, formEditorControlsCss, STYLE_RANK.formEditors);
}
