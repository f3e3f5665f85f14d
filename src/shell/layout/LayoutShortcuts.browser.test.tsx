import { sendKeys, setViewport } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../ui/Dialog';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountLayout, type MountedLayout } from './testing/mountLayout';

/** Press keys together, as a person does: down in order, up in reverse (the launcher has no "A+B" syntax). */
async function chord(...keys: string[]) {
  for (const key of keys) await sendKeys({ down: key });
  for (const key of [...keys].reverse()) await sendKeys({ up: key });
}

const ADMIN = { username: 'admin', fullName: 'Администратор Тизим', permissions: ['platon.admin'] };

/** A route modal over a route modal, as `_target=modal_N` links open them. */
function TwoDialogs() {
  const [open, setOpen] = useState({ first: true, second: true });
  return (
    <>
      <Dialog open={open.first} title="first" closeLabel="Ёпиш" onClose={() => setOpen((o) => ({ ...o, first: false }))}>
        <button type="button">in first</button>
      </Dialog>
      <Dialog open={open.second} title="second" closeLabel="Ёпиш" onClose={() => setOpen((o) => ({ ...o, second: false }))}>
        <button type="button">in second</button>
      </Dialog>
    </>
  );
}

describe('layout keyboard', () => {
  let layout: MountedLayout;
  let outside: HTMLElement | undefined;
  beforeEach(async () => {
    localStorage.clear();
    await setViewport({ width: 1400, height: 900 });
  });
  afterEach(async () => {
    await sendKeys({ up: 'Alt' }).catch(() => {});
    outside?.remove();
    outside = undefined;
    await layout?.mounted.unmount();
    layout = undefined as unknown as MountedLayout;
  });

  const bodyButton = () => layout.region('body')!.querySelector<HTMLButtonElement>('button')!;
  const hints = () => layout.shadow.querySelector('.pl-hotkeys');

  it('moves focus between regions with Shift+arrows', async () => {
    layout = await mountLayout();
    bodyButton().focus();
    await chord('Shift', 'ArrowLeft');
    expect(deepActiveElement()).toBe(layout.region('sidebar'));
    await chord('Shift', 'ArrowUp');
    expect(deepActiveElement()).toBe(layout.region('topbar'));
    await chord('Shift', 'ArrowRight');
    expect(deepActiveElement()).toBe(layout.region('body'));
    await chord('Shift', 'ArrowLeft');
    await chord('Shift', 'ArrowDown');
    expect(deepActiveElement()).toBe(layout.region('body'));
  });

  it('leaves Shift+arrows to text fields, where they select text', async () => {
    layout = await mountLayout({ body: <input aria-label="name" defaultValue="Алишер" /> });
    const input = layout.region('body')!.querySelector('input')!;
    input.focus();
    input.setSelectionRange(6, 6);
    await chord('Shift', 'ArrowLeft');
    expect(deepActiveElement()).toBe(input);
    expect(input.selectionStart).toBe(5);
    expect(input.selectionEnd).toBe(6);
  });

  it('hears the keys while focus is in the host page, but not in its text fields', async () => {
    layout = await mountLayout();
    outside = document.createElement('div');
    outside.innerHTML = '<button type="button">host button</button><input aria-label="host field" />';
    document.body.append(outside);
    outside.querySelector('button')!.focus();
    await chord('Shift', 'ArrowLeft');
    expect(deepActiveElement()).toBe(layout.region('sidebar'));
    outside.querySelector('input')!.focus();
    await chord('Shift', 'ArrowUp');
    expect(deepActiveElement()).toBe(outside.querySelector('input'));
  });

  it('toggles force-user mode with Ctrl+Shift+D for an admin, who then sees a badge to switch back', async () => {
    layout = await mountLayout({ user: ADMIN });
    bodyButton().focus();
    await chord('Control', 'Shift', 'KeyD');
    await settle();
    expect(layout.runtime.store.getState().forceUser).toBe(true);
    const badge = layout.shadow.querySelector<HTMLButtonElement>('.pl-user-view')!;
    expect(badge.textContent).toBe('Фойдаланувчи кўриниши');
    await chord('Control', 'Shift', 'KeyD');
    await settle();
    expect(layout.runtime.store.getState().forceUser).toBe(false);
    expect(layout.shadow.querySelector('.pl-user-view')).toBeNull();
  });

  it('does not switch an ordinary user into force-user mode', async () => {
    layout = await mountLayout();
    bodyButton().focus();
    await chord('Control', 'Shift', 'KeyD');
    expect(layout.runtime.store.getState().forceUser).toBe(false);
  });

  it('shows hotkey hints to a user holding Alt for 100 ms, and hides them on release', async () => {
    layout = await mountLayout();
    bodyButton().focus();
    await sendKeys({ down: 'Alt' });
    await settle(20);
    expect(hints()).toBeNull();
    await settle(150);
    expect(hints()!.textContent).toContain('Менюга ўтиш');
    expect(hints()!.textContent).not.toContain('Ctrl');
    await sendKeys({ up: 'Alt' });
    await settle();
    expect(hints()).toBeNull();
  });

  it('does not show them for Alt used with another key', async () => {
    layout = await mountLayout();
    bodyButton().focus();
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'KeyX' });
    await settle(200);
    expect(hints()).toBeNull();
  });

  it('shows no hints to an admin, but does in force-user mode', async () => {
    layout = await mountLayout({ user: ADMIN });
    bodyButton().focus();
    await sendKeys({ down: 'Alt' });
    await settle(200);
    expect(hints()).toBeNull();
    await sendKeys({ up: 'Alt' });
    layout.runtime.store.setState({ forceUser: true });
    await settle();
    await sendKeys({ down: 'Alt' });
    await settle(200);
    expect(hints()!.textContent).toContain('Ctrl');
  });

  it('stops listening once unmounted', async () => {
    const { runtime, mounted } = await mountLayout({ user: ADMIN });
    await mounted.unmount();
    document.body.focus();
    await chord('Control', 'Shift', 'KeyD');
    expect(runtime.store.getState().forceUser).toBe(false);
  });

  it('keeps focus inside an open dialog', async () => {
    layout = await mountLayout({ body: <TwoDialogs /> });
    await settle(50);
    const inside = [...layout.shadow.querySelectorAll('button')].find((b) => b.textContent === 'in second')!;
    inside.focus();
    await chord('Shift', 'ArrowLeft');
    expect(deepActiveElement()).toBe(inside);
  });

  it('closes only the top-most of two dialogs on Escape', async () => {
    layout = await mountLayout({ body: <TwoDialogs /> });
    await settle(50);
    const titles = () => [...layout.shadow.querySelectorAll('.pl-dialog__title')].map((h) => h.textContent);
    expect(titles()).toEqual(['first', 'second']);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(titles()).toEqual(['first']);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(titles()).toEqual([]);
  });
});
