import { sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';
import { mountInShadow, settle, type Mounted } from './testing/mountInShadow';

function Harness({ draggable }: { draggable?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" id="reopen" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} title="Сарлавҳа" width={300} closeLabel="Ёпиш" draggable={draggable} onClose={() => setOpen(false)}>
        <p>матн</p>
      </Dialog>
    </>
  );
}

describe('Dialog draggable', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  const dialog = () => mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;

  async function drag(from: DOMRect, dx: number, dy: number) {
    const start: [number, number] = [Math.round(from.left + 5), Math.round(from.top + from.height / 2)];
    await sendMouse({ type: 'move', position: start });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start[0] + dx, start[1] + dy] });
    await sendMouse({ type: 'up' });
    await settle();
  }

  it('stays put when not draggable', async () => {
    mounted = await mountInShadow(<Harness />);
    const before = dialog().getBoundingClientRect();
    await drag(dialog().querySelector('h2')!.getBoundingClientRect(), 40, 40);
    expect(dialog().getBoundingClientRect().left).toBe(before.left);
  });

  it('follows a header drag, ignores drags that start on the close button, and reopens centred', async () => {
    mounted = await mountInShadow(<Harness draggable />);
    const before = dialog().getBoundingClientRect();
    await drag(dialog().querySelector('h2')!.getBoundingClientRect(), 40, -20);
    expect(Math.round(dialog().getBoundingClientRect().left - before.left)).toBe(40);
    expect(Math.round(dialog().getBoundingClientRect().top - before.top)).toBe(-20);

    const moved = dialog().getBoundingClientRect();
    await drag(dialog().querySelector('button[aria-label="Ёпиш"]')!.getBoundingClientRect(), -50, 0);
    expect(dialog().getBoundingClientRect().left).toBe(moved.left);

    dialog().querySelector<HTMLButtonElement>('button[aria-label="Ёпиш"]')!.click();
    await settle(50);
    expect(Boolean(mounted.shadow.querySelector('[role="dialog"]'))).toBe(false);
    mounted.shadow.querySelector<HTMLButtonElement>('#reopen')!.click();
    await settle(50);
    expect(dialog().getBoundingClientRect().left).toBe(before.left);
  });
});
