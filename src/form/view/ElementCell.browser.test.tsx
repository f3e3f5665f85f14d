import { afterEach, describe, expect, it } from 'vitest';
import type { FormElementMeta, FormElementType } from '../../core/api/formMeta';
import { BLANK_TILES } from '../controls/maps/testing/blankTiles';
import { mountForm, type MountedForm } from '../controls/testing/mountForm';

const below = (shadow: ShadowRoot) => shadow.querySelector('[data-element-id="2"]')!.getBoundingClientRect().top;

// Editors and maps are drawn after the form's first render, when their chunks are in (lazyControls.ts). The field
// below one must not jump as it arrives: a user (or a test) about to click it would click something else.
describe('a heavy control arriving after the form is drawn', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  // Each type's chunk arrives once per page, so one mount measures both widths, on the same first drawing.
  const widths = [800, 380, 340];
  const belowAt = (shadow: ShadowRoot) =>
    widths.map((width) => {
      (shadow.host as HTMLElement).style.width = `${width}px`;
      return below(shadow);
    });
  const heavy: FormElementType[] = ['geo', 'geo_polygon', 'code', 'markdown', 'rich_text'];
  for (const type of heavy) {
    it(`leaves the field below a ${type} where it was, at ${widths.join(' and ')} px`, async () => {
      const elements: FormElementMeta[] = [
        { id: 1, type, dataField: 'heavy', label: 'Оғир' },
        { id: 2, type: 'input', dataField: 'name', label: 'Исм' },
      ];
      let before: number[] = [];
      mounted = await mountForm(elements, {
        env: { mapTilesUrl: BLANK_TILES },
        onFirstCommit: (shadow) => {
          expect(shadow.querySelector('[data-suspense-fallback]')).not.toBeNull();
          before = belowAt(shadow);
        },
      });
      expect(mounted.shadow.querySelector('[data-suspense-fallback]')).toBeNull();
      const after = belowAt(mounted.shadow);
      after.forEach((top, index) =>
        expect(Math.abs(top - before[index]!), `${widths[index]} px: ${before[index]} -> ${top}`).toBeLessThanOrEqual(2),
      );
    });
  }
});
