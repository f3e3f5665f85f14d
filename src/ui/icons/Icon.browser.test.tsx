import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInShadow, type Mounted } from '../testing/mountInShadow';
import { Icon } from './Icon';

/** What a user sees of an icon: the glyph character drawn, in the icon font, loaded. */
async function drawnGlyph(root: ShadowRoot, selector = 'i') {
  let glyph: HTMLElement | null = null;
  await vi.waitFor(() => {
    glyph = root.querySelector<HTMLElement>(selector);
    expect(glyph).toBeTruthy();
    expect(getComputedStyle(glyph!, '::before').content).not.toBe('none');
  });
  const style = getComputedStyle(glyph!, '::before');
  await document.fonts.load(`${style.fontWeight} 16px "Font Awesome 6 Free"`);
  return {
    content: style.content,
    font: style.fontFamily,
    loaded: document.fonts.check(`${style.fontWeight} 16px "Font Awesome 6 Free"`),
    width: glyph!.getBoundingClientRect().width,
  };
}

describe('Icon (issue 13: configured Font Awesome names rendered nothing)', () => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });

  it('draws the names configurations use inside a shadow root, with the font declared in the document', async () => {
    for (const cssClass of ['fa-solid fa-language', 'fa fa-save', 'fas fa-list', 'far fa-circle-check']) {
      mounted = await mountInShadow(<Icon cssClass={cssClass} />);
      const glyph = await drawnGlyph(mounted.shadow);
      expect(glyph.content, cssClass).toMatch(/^".+"$/);
      expect(glyph.font).toContain('Font Awesome 6 Free');
      expect(glyph.loaded, cssClass).toBe(true);
      expect(glyph.width).toBeGreaterThan(0);
      await mounted.unmount();
      mounted = undefined;
    }
  });

  it('falls back to the letter tile for a name the set lacks, and to nothing without a letter', async () => {
    mounted = await mountInShadow(
      <>
        <Icon cssClass="fa-solid fa-language" />
        <Icon cssClass="glyphicon glyphicon-ok" letter="Сарлавҳа" />
        <Icon cssClass="fa-brands fa-github" />
        <Icon cssClass={null} letter="ҳудуд" />
      </>,
    );
    await drawnGlyph(mounted.shadow);
    expect([...mounted.shadow.querySelectorAll('.pl-glyph')].map((node) => node.textContent)).toEqual(['', 'С', 'Ҳ']);
  });
});
