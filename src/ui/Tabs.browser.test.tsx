import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

const TABS = ['one', 'two', 'three'] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('one');
  return (
    <section>
      <h1 id="title">Sarlavha</h1>
      <Tabs
        id="t"
        labelledBy="title"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        title={(name) => `Tab ${name}`}
        panel={(name) => <input aria-label={`field ${name}`} />}
      />
    </section>
  );
}

describe('Tabs', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  it('keeps one tab in the Tab order, moves with arrows, Home and End, and shows only the selected panel', async () => {
    mounted = await mountInShadow(<Harness />);
    const root = mounted.shadow;
    const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(root.querySelector('[role="tablist"]')!.getAttribute('aria-labelledby')).toBe('title');
    const visible = () =>
      [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.id);
    expect(visible()).toEqual(['t-panel-one']);

    tabs[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(deepActiveElement()?.id).toBe('t-tab-two');
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(visible()).toEqual(['t-panel-two']);

    await sendKeys({ press: 'End' });
    await settle();
    expect(deepActiveElement()?.id).toBe('t-tab-three');
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(deepActiveElement()?.id).toBe('t-tab-one');
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    expect(deepActiveElement()?.id).toBe('t-tab-three');
    await sendKeys({ press: 'Home' });
    await settle();
    expect(deepActiveElement()?.id).toBe('t-tab-one');

    // Panels stay mounted: what was typed in a hidden one survives.
    const field = root.querySelector<HTMLInputElement>('#t-panel-one input')!;
    field.value = 'kept';
    tabs[2].click();
    await settle();
    expect(root.querySelector<HTMLInputElement>('#t-panel-one input')!.value).toBe('kept');
    expect(tabs[2].tabIndex).toBe(0);
  });
});
