import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { CSSProperties } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { byText } from './testing/byText';
import { mountInShadow, settle, type Mounted } from './testing/mountInShadow';
import { Tooltip } from './Tooltip';
import { useTemporaryTooltip } from './useTemporaryTooltip';

function CopyButton() {
  const temp = useTemporaryTooltip();
  return (
    <>
      <button type="button" id="copy" style={{ margin: 80 }} onClick={(e) => temp.show(e.currentTarget, 'Нусха олинди', 200)}>
        copy
      </button>
      {temp.tooltip}
    </>
  );
}

describe('Tooltip', () => {
  let mounted: Mounted;
  afterEach(async () => {
    await resetMouse();
    await mounted?.unmount();
  });

  async function mount(style: CSSProperties = { margin: 80 }) {
    mounted = await mountInShadow(
      <>
        <button type="button" id="before">
          before
        </button>
        <Tooltip text="Файлни юклаб олиш">
          {(props) => (
            <button type="button" id="trigger" style={style} {...props}>
              ⤓
            </button>
          )}
        </Tooltip>
      </>,
    );
    return mounted.shadow.querySelector<HTMLButtonElement>('#trigger')!;
  }

  const tooltip = () => mounted.shadow.querySelector<HTMLElement>('[role="tooltip"]');

  it('shows on keyboard focus, describes the trigger, and hides on blur', async () => {
    const trigger = await mount();
    expect(tooltip()).toBeNull();
    mounted.shadow.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await settle(50);
    expect(tooltip()!.textContent).toBe('Файлни юклаб олиш');
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip()!.id);
    expect(tooltip()!.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await settle(50);
    expect(tooltip()).toBeNull();
  });

  it('hides on Escape', async () => {
    await mount();
    mounted.shadow.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await settle(50);
    expect(tooltip()).not.toBeNull();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(tooltip()).toBeNull();
  });

  it('shows on hover after a short delay and hides when the pointer leaves', async () => {
    const trigger = await mount();
    const box = trigger.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await settle(400);
    expect(tooltip()!.textContent).toBe('Файлни юклаб олиш');
    await sendMouse({ type: 'move', position: [5, innerHeight - 5] });
    await settle(100);
    expect(tooltip()).toBeNull();
  });

  it('keeps 20 px from the viewport edge', async () => {
    await mount({ position: 'fixed', left: 0, top: 0, margin: 0 });
    mounted.shadow.querySelector<HTMLButtonElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    await settle(50);
    expect(tooltip()!.getBoundingClientRect().left).toBeGreaterThanOrEqual(20);
  });
});

describe('useTemporaryTooltip', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  it('shows a text at the element for a moment, announced politely, then removes it', async () => {
    mounted = await mountInShadow(<CopyButton />);
    const button = mounted.shadow.querySelector<HTMLButtonElement>('#copy')!;
    button.click();
    await settle(30);
    const status = byText(mounted.shadow, '[role="status"]', 'Нусха олинди')!;
    expect(status).not.toBeNull();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(Math.abs(status.getBoundingClientRect().bottom + 8 - button.getBoundingClientRect().top)).toBeLessThan(1);
    await settle(300);
    expect(byText(mounted.shadow, '[role="status"]', 'Нусха олинди')).toBeNull();
  });
});
