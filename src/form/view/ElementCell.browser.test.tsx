import { afterEach, describe, expect, it } from 'vitest';
import type { FormElementMeta, FormElementType } from '../../core/api/formMeta';
import { BLANK_TILES } from '../controls/maps/testing/blankTiles';
import { mountForm, type MountedForm } from '../controls/testing/mountForm';

const TEN_LINES = Array.from({ length: 10 }, (_, index) => `line ${index + 1}`).join('\n');

// Editors and maps are drawn after the form's first render, when their chunks are in (lazyControls.ts). The field
// below one must not jump as it arrives: a user (or a test) about to click it would click something else.
describe('a heavy control arriving after the form is drawn', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  // Each type's chunk arrives once per page, so one mount measures every width on the same first drawing: the
  // top of each text field that follows a heavy control (an empty one; for editors, one with ten lines too).
  const widths = [800, 380, 340];
  const topsAt = (shadow: ShadowRoot) =>
    widths.flatMap((width) => {
      (shadow.host as HTMLElement).style.width = `${width}px`;
      return [...shadow.querySelectorAll('[data-field^="below"]')].map(
        (field) => `${width} px, ${field.getAttribute('data-field')}: ${field.getBoundingClientRect().top}`,
      );
    });
  // 'monaco' draws the code control: its chunk is in once 'code' has been drawn.
  const heavy: FormElementType[] = ['geo', 'geo_polygon', 'code', 'markdown', 'rich_text'];
  for (const type of heavy) {
    const withLines = ['code', 'markdown'].includes(type);
    it(`leaves the fields below a ${type} where they were, at ${widths.join(', ')} px${withLines ? ', empty and with ten lines' : ''}`, async () => {
      const elements: FormElementMeta[] = [
        { id: 1, type, dataField: 'empty', label: 'Бўш' },
        { id: 2, type: 'input', dataField: 'below_empty', label: 'Исм' },
        ...(withLines
          ? ([
              { id: 3, type, dataField: 'filled', label: 'Тўла' },
              { id: 4, type: 'input', dataField: 'below_filled', label: 'Фамилия' },
            ] satisfies FormElementMeta[])
          : []),
      ];
      let before: string[] = [];
      mounted = await mountForm(elements, {
        values: { filled: TEN_LINES },
        env: { mapTilesUrl: BLANK_TILES },
        onFirstCommit: (shadow) => {
          expect(shadow.querySelector('[data-suspense-fallback]')).not.toBeNull();
          before = topsAt(shadow);
        },
      });
      expect(mounted.shadow.querySelector('[data-suspense-fallback]')).toBeNull();
      const after = topsAt(mounted.shadow);
      expect(after).toHaveLength(before.length);
      after.forEach((top, index) => {
        const [was, now] = [before[index]!, top].map((text) => Number(text.split(': ')[1]));
        expect(Math.abs(now! - was!), `${before[index]} -> ${now}`).toBeLessThanOrEqual(2);
      });
    });
  }
});
