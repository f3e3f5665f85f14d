import { afterEach, describe, expect, it } from 'vitest';
import { mountInShadow, settle, type Mounted } from '../testing/mountInShadow';

describe('themeCss', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function paint(theme?: string, color?: string) {
    mounted = await mountInShadow(
      <div className="pl-app">
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
});
