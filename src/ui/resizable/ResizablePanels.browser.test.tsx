import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountInShadow, settle, type Mounted } from '../testing/mountInShadow';
import { ResizablePanels } from './ResizablePanels';

const finals: number[][] = [];

function Harness({ direction = 'horizontal' as 'horizontal' | 'vertical' }) {
  const [outer, setOuter] = useState<number[]>([50, 50]);
  const [inner, setInner] = useState<number[]>([50, 50]);
  const label = (a: { label: string }, b: { label: string }) => `${a.label} / ${b.label}`;
  return (
    <div style={{ width: '808px', height: '408px' }}>
      <ResizablePanels
        groupId="outer"
        direction={direction}
        sizes={outer}
        onSizes={(sizes, final) => {
          setOuter(sizes);
          if (final) finals.push(sizes);
        }}
        dividerLabel={label}
        panels={[
          { id: 'a', label: 'A', content: <p>A</p>, min: 20 },
          {
            id: 'b',
            label: 'B',
            content: (
              <ResizablePanels
                groupId="inner"
                direction="vertical"
                sizes={inner}
                onSizes={setInner}
                dividerLabel={label}
                panels={[
                  { id: 'c', label: 'C', content: <p>C</p> },
                  { id: 'd', label: 'D', content: <p>D</p> },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

describe('ResizablePanels', () => {
  let mounted: Mounted;
  afterEach(() => {
    mounted?.unmount();
    finals.length = 0;
  });
  const divider = (name: string) => mounted.shadow.querySelector<HTMLElement>(`[role="separator"][aria-label="${name}"]`)!;
  const panel = (id: string) => mounted.shadow.querySelector<HTMLElement>(`[data-panel="${id}"]`)!;

  it('describes each divider as a focusable separator of the panel before it', async () => {
    mounted = await mountInShadow(<Harness />);
    const outer = divider('A / B');
    expect(outer.getAttribute('aria-orientation')).toBe('vertical');
    expect(outer.getAttribute('aria-controls')).toBe(panel('a').id);
    expect([outer.getAttribute('aria-valuenow'), outer.getAttribute('aria-valuemin'), outer.getAttribute('aria-valuemax')]).toEqual([
      '50',
      '20',
      '90',
    ]);
    expect(outer.tabIndex).toBe(0);
    expect(divider('C / D').getAttribute('aria-orientation')).toBe('horizontal');
    expect(Math.round(panel('a').getBoundingClientRect().width)).toBe(400);
  });

  it('moves by keyboard: arrows, Shift+arrows, Home, End, Enter to collapse and restore', async () => {
    mounted = await mountInShadow(<Harness />);
    divider('A / B').focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('52');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Shift' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('42');
    expect(Math.round(panel('a').getBoundingClientRect().width)).toBe(336);
    await sendKeys({ press: 'Home' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('20');
    await sendKeys({ press: 'End' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('90');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('20');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('90');
    expect(finals.at(-1)).toEqual([90, 10]);
    // The nested vertical divider takes Up and Down, and leaves the outer group alone.
    divider('C / D').focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(divider('C / D').getAttribute('aria-valuenow')).toBe('52');
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('90');
  });

  it('follows a mouse drag and reports the final sizes once', async () => {
    mounted = await mountInShadow(<Harness />);
    const rect = divider('A / B').getBoundingClientRect();
    const start: [number, number] = [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
    await sendMouse({ type: 'move', position: start });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start[0] + 80, start[1]] });
    await sendMouse({ type: 'move', position: [start[0] + 160, start[1] + 30] });
    await sendMouse({ type: 'up' });
    await settle();
    expect(divider('A / B').getAttribute('aria-valuenow')).toBe('70');
    expect(Math.round(panel('a').getBoundingClientRect().width)).toBe(560);
    expect(finals).toEqual([[70, 30]]);
  });

  it('stacks panels when vertical', async () => {
    mounted = await mountInShadow(<Harness direction="vertical" />);
    expect(divider('A / B').getAttribute('aria-orientation')).toBe('horizontal');
    expect(Math.round(panel('a').getBoundingClientRect().height)).toBe(200);
  });
});
