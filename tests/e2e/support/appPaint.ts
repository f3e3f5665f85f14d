import type { Locator } from 'playwright-core';

/** A box in viewport coordinates (getBoundingClientRect's edges). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where `<platon-app>` paints its layers that float over the page (issue 40), in viewport coordinates. */
export interface AppPaint {
  /** The `<platon-app>` element's own box. */
  element: Box;
  /** The viewport less its scroll bars. */
  viewport: Box;
  /** Where the snowfall can show: the viewport, cut by every box around the flakes that clips; null without snow. */
  snow: Box | null;
  /** Each flake's visible part (cut as `snow` is); flakes with nothing visible are left out. */
  flakes: Box[];
  /** The call-back button (call24), or null when the page has none. */
  callBack: Box | null;
}

/**
 * Where `<platon-app>` paints its snowfall and its call-back button, with the snowfall stopped at `fall`
 * (0 to 1) of every flake's fall, so each flake is at a known height whatever the clock. A flake's box alone
 * is not what shows: the flakes start above their layer, which clips them, so each is cut by the boxes
 * around it that clip, in the shadow root and on the host page.
 *
 * @example
 * const paint = await appPaint(page.locator('platon-app'), 0.5);
 * expect(paint.flakes).toHaveLength(14);
 */
export function appPaint(app: Locator, fall: number): Promise<AppPaint> {
  return app.evaluate((element, fraction) => {
    const root = element.shadowRoot!;
    for (const animation of root.getAnimations()) {
      animation.pause();
      const timing = animation.effect!.getComputedTiming();
      animation.currentTime = Number(timing.delay ?? 0) + Number(timing.duration) * fraction;
    }
    const boxOf = (node: Element): Box => {
      const { left, top, right, bottom } = node.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const viewport: Box = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: document.documentElement.clientHeight };
    // Up the flat tree: out of the shadow root through its host, on through the host page.
    const clipOf = (node: Element): Box => {
      let clip = viewport;
      for (let at: Element | null = node.parentElement ?? (node.parentNode as ShadowRoot | null)?.host ?? null; at;) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clip = cut(clip, boxOf(at));
        at = at.parentElement ?? (at.parentNode as ShadowRoot | null)?.host ?? null;
      }
      return clip;
    };
    const flakeNodes = [...root.querySelectorAll('.pl-winter__flake')];
    const flakes = flakeNodes
      .map((flake) => cut(boxOf(flake), clipOf(flake)))
      .filter((box) => box.right > box.left && box.bottom > box.top);
    const button = root.querySelector('.pl-call24__button');
    return {
      element: boxOf(element),
      viewport,
      snow: flakeNodes[0] ? clipOf(flakeNodes[0]) : null,
      flakes,
      callBack: button ? boxOf(button) : null,
    };
  }, fall);
}
