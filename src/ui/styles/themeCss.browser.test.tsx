import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { mountInShadow, settle, type Mounted } from '../testing/mountInShadow';

describe('themeCss', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function paint(theme?: string, color?: string) {
    mounted = await mountInShadow(
      <div className="pl-app" style={{ background: 'var(--platon-bg)' }}>
        <p id="text">text</p>
      </div>,
    );
    const frame = mounted.shadow.querySelector<HTMLElement>('.pl-frame')!;
    if (theme && color) Object.assign(frame.dataset, { theme, color });
    await settle();
    const app = mounted.shadow.querySelector<HTMLElement>('.pl-app')!;
    return { bg: getComputedStyle(app).backgroundColor, text: getComputedStyle(mounted.shadow.getElementById('text')!).color, frame };
  }

  it('keeps the :host defaults without theme attributes and for default/default', async () => {
    expect(await paint()).toMatchObject({ bg: 'rgb(244, 246, 250)', text: 'rgb(31, 41, 55)' });
    await mounted.unmount();
    expect(await paint('default', 'default')).toMatchObject({ bg: 'rgb(244, 246, 250)', text: 'rgb(31, 41, 55)' });
  });

  it('paints dark and deep dark with light text and a dark colour scheme', async () => {
    const dark = await paint('default', 'dark');
    expect(dark).toMatchObject({ bg: 'rgb(17, 24, 39)', text: 'rgb(229, 231, 235)' });
    expect(getComputedStyle(dark.frame).colorScheme).toBe('dark');
    await mounted.unmount();
    expect(await paint('default', 'deepDark')).toMatchObject({ bg: 'rgb(5, 5, 5)', text: 'rgb(242, 242, 242)' });
  });

  it('reaches the portal layer, so dialogs take the theme too', async () => {
    const { frame } = await paint('precious', 'gold');
    const layer = frame.querySelector<HTMLElement>('.pl-layers')!;
    expect(getComputedStyle(layer).getPropertyValue('--platon-primary').trim()).toBe('#92600a');
  });

  describe("a host page's --platon-* values win over the theme (issue 12)", () => {
    afterEach(() => document.body.style.removeProperty('--platon-primary'));

    async function button(theme?: string, color?: string) {
      mounted = await mountInShadow(<Button variant="primary">OK</Button>);
      const frame = mounted.shadow.querySelector<HTMLElement>('.pl-frame')!;
      if (theme && color) Object.assign(frame.dataset, { theme, color });
      await settle();
      const style = getComputedStyle(mounted.shadow.querySelector('.pl-button--primary')!);
      return { bg: style.backgroundColor, text: style.color };
    }

    for (const [theme, color, own] of [
      [undefined, undefined, 'rgb(37, 99, 235)'],
      ['default', 'default', 'rgb(37, 99, 235)'],
      ['default', 'dark', 'rgb(96, 165, 250)'],
    ] as const) {
      const name = theme ? `${theme}/${color}` : 'no theme';
      it(`${name}: the theme's primary without host values, the host's from an ancestor or the element itself`, async () => {
        expect((await button(theme, color)).bg).toBe(own);
        await mounted.unmount();

        document.body.style.setProperty('--platon-primary', 'rgb(1, 2, 3)');
        expect((await button(theme, color)).bg).toBe('rgb(1, 2, 3)');
        await mounted.unmount();
        document.body.style.removeProperty('--platon-primary');

        mounted = await mountInShadow(<Button variant="primary">OK</Button>);
        mounted.host.style.setProperty('--platon-primary', 'rgb(1, 2, 3)');
        const frame = mounted.shadow.querySelector<HTMLElement>('.pl-frame')!;
        if (theme && color) Object.assign(frame.dataset, { theme, color });
        await settle();
        expect(getComputedStyle(mounted.shadow.querySelector('.pl-button--primary')!).backgroundColor).toBe('rgb(1, 2, 3)');
      });
    }

    it('keeps button text readable on a host primary: white on a dark one even in the dark theme, else the host text colour', async () => {
      document.body.style.setProperty('--platon-primary', 'rgb(1, 2, 3)');
      expect(await button('default', 'dark')).toEqual({ bg: 'rgb(1, 2, 3)', text: 'oklch(1 0 0)' });
      await mounted.unmount();
      document.body.style.setProperty('--platon-primary', 'rgb(250, 240, 200)');
      expect((await button('default', 'default')).text).toBe('oklch(0 0 0)');
      await mounted.unmount();
      document.body.style.setProperty('--platon-primary-contrast', 'rgb(9, 9, 9)');
      expect((await button('default', 'default')).text).toBe('rgb(9, 9, 9)');
      document.body.style.removeProperty('--platon-primary-contrast');
    });

    it('lets a host radius on an ancestor reach buttons', async () => {
      document.body.style.setProperty('--platon-radius', '0px');
      mounted = await mountInShadow(<Button>OK</Button>);
      expect(getComputedStyle(mounted.shadow.querySelector('.pl-button')!).borderTopLeftRadius).toBe('0px');
      document.body.style.removeProperty('--platon-radius');
    });
  });
});
