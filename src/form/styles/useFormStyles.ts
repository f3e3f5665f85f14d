import type { RefObject } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { textFieldCss } from '../../ui/styles/textFieldCss';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { formChoiceControlsCss } from './formChoiceControlsCss';
import { formCss } from './formCss';
import { formTextControlsCss } from './formTextControlsCss';

const FORM_CSS = `${formCss}\n${formTextControlsCss}\n${formChoiceControlsCss}`;

/**
 * Adopt the form's styles (screen, grid, field frame, the eager controls) into the shadow root holding `ref`.
 * The form's chunk carries them; the lazy editor controls bring theirs (useFormEditorStyles).
 */
export function useFormStyles(ref: RefObject<Element | null>): void {
  useAdoptedStyles(ref, textFieldCss, STYLE_RANK.shared);
  useAdoptedStyles(ref, FORM_CSS, STYLE_RANK.form);
}
