import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDialogApi } from '../../core/dialogs/createDialogApi';
import { createRuntime } from '../../core/runtime/platonRuntime';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { ScriptDialogHost } from './ScriptDialogHost';

/** The focused element, inside shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

describe('ScriptDialogHost (docs/behaviour.md §6 dialogs for scripts)', () => {
  let mounted: Mounted | undefined;
  afterEach(() => mounted?.unmount());

  async function mount() {
    const runtime = createRuntime();
    mounted = await mountInShadow(
      <>
        <button type="button" id="opener">
          Очиш
        </button>
        <ScriptDialogHost runtime={runtime} />
      </>,
    );
    await settle(20);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    return { runtime, shadow: mounted.shadow, opener, dialogs: createDialogApi(runtime.dialogs, runtime.toasts, opener) };
  }

  it('renders a confirm in the element’s shadow root, traps Tab, answers false on Escape and gives the focus back', async () => {
    const { shadow, opener, dialogs } = await mount();
    opener.focus();
    const answer = dialogs.confirm('Ўчирилсинми?');
    // The first dialog loads the dialogs' chunk.
    const dialog = await vi.waitFor(
      () => {
        const shown = shadow.querySelector('[role="alertdialog"]');
        if (!shown) throw new Error('no dialog yet');
        return shown;
      },
      { timeout: 5000 },
    );
    await settle(50);
    expect(dialog.textContent).toContain('Ўчирилсинми?');
    expect(deepActive()?.textContent).toBe('Йўқ');
    for (let i = 0; i < 5; i += 1) await sendKeys({ press: 'Tab' });
    expect(dialog.contains(deepActive())).toBe(true);
    await sendKeys({ press: 'Escape' });
    expect(await answer).toBe(false);
    await settle(30);
    expect(deepActive()).toBe(opener);
  });

  it('answers a prompt with the typed text, refusing an empty required one; a context menu with the value', async () => {
    const { shadow, dialogs } = await mount();
    const typed = dialogs.prompt({ title: 'Исм', label: 'Исмингиз', value: '', required: true });
    await settle(50);
    const input = shadow.querySelector<HTMLInputElement>('[role="dialog"] input')!;
    await sendKeys({ press: 'Enter' });
    await settle(20);
    expect(shadow.querySelector('[role="alert"]')?.textContent).toBe('Майдонни тўлдириш керак');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await sendKeys({ type: 'Алишер' });
    await sendKeys({ press: 'Enter' });
    expect(await typed).toBe('Алишер');

    const picked = dialogs.contextMenu<unknown>({
      title: 'Амаллар',
      options: [
        { label: 'Бир', value: 1 },
        { label: 'Икки', value: { two: 2 } },
      ],
      at: { x: 40, y: 40 },
    });
    await settle(50);
    const items = [...shadow.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual(['Бир', 'Икки']);
    items[1].click();
    expect(await picked).toEqual({ two: 2 });
  });

  it('shows one modal at a time, in the order asked, and a message box resolves on OK', async () => {
    const { shadow, dialogs } = await mount();
    const first = dialogs.messageBox({ type: 'success', message: 'Биринчи' });
    const second = dialogs.alert({ type: 'error', message: 'Иккинчи' });
    await settle(50);
    expect(shadow.querySelectorAll('.pl-dialog')).toHaveLength(1);
    expect(shadow.querySelector('.pl-dialog')!.textContent).toContain('Биринчи');
    expect(shadow.querySelector('.pl-dialog')!.textContent).toContain('Муваффақиятли');
    [...shadow.querySelectorAll<HTMLButtonElement>('.pl-dialog button')].find((b) => b.textContent === 'Хўп')!.click();
    await first;
    await settle(50);
    expect(shadow.querySelector('[role="alertdialog"]')!.textContent).toContain('Иккинчи');
    await sendKeys({ press: 'Escape' });
    expect(await second).toBeUndefined();
  });
});
