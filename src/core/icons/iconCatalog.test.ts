import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { iconCatalog } from '../../../scripts/build-icon-catalog.mjs';
import ICON_CATALOG from './iconCatalog.json';

describe('iconCatalog.json', () => {
  it("is what scripts/build-icon-catalog.mjs makes of the installed Font Awesome's metadata", () => {
    expect(ICON_CATALOG).toEqual(iconCatalog());
  });

  it('has the icons configurations use, by name and alias, and no brands', () => {
    const names = new Map(ICON_CATALOG.map(([name, style, terms, aliases]) => [name, { style, terms, aliases }]));
    expect(names.get('map')).toMatchObject({ style: 's' });
    expect(names.get('floppy-disk')?.aliases).toContain('save');
    expect(names.has('github')).toBe(false);
  });
});
