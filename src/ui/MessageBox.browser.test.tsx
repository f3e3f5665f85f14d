import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageBox, type MessageBoxVariant } from './MessageBox';
import { byText } from './testing/byText';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

function Harness({ variant, onClose }: { variant: MessageBoxVariant; onClose(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <MessageBox
        open={open}
        variant={variant}
        title="Маълумотлар сақланди"
        message="Ариза рўйхатга олинди"
        okLabel="Хўп"
        closeLabel="Ёпиш"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

describe('MessageBox', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function open(variant: MessageBoxVariant, onClose: () => void = () => {}) {
    mounted = await mountInShadow(<Harness variant={variant} onClose={onClose} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    return opener;
  }

  it('shows the title, the message, one OK button with the focus, inside the shadow root', async () => {
    await open('success');
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(mounted.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Маълумотлар сақланди');
    expect(dialog.textContent).toContain('Ариза рўйхатга олинди');
    const footerButtons = dialog.querySelectorAll('.pl-dialog__footer button');
    expect([...footerButtons].map((b) => b.textContent)).toEqual(['Хўп']);
    expect(deepActiveElement()!.textContent).toBe('Хўп');
  });

  it('marks each variant with its role, an icon and its colour', async () => {
    const roles: Record<MessageBoxVariant, string> = { success: 'dialog', info: 'dialog', error: 'alertdialog', warning: 'alertdialog' };
    const colours: Record<MessageBoxVariant, string> = {
      // The default palette (themePalettes.ts), darkened to 4.5:1 on the page and the surface.
      success: 'rgb(43, 118, 47)',
      info: 'rgb(2, 108, 172)',
      error: 'rgb(198, 40, 40)',
      warning: 'rgb(157, 93, 0)',
    };
    for (const variant of ['success', 'info', 'error', 'warning'] as const) {
      await open(variant);
      const dialog = mounted.shadow.querySelector<HTMLElement>(`[role="${roles[variant]}"]`)!;
      expect(dialog, variant).toBeTruthy();
      expect(dialog.querySelector('[data-variant]')!.getAttribute('data-variant')).toBe(variant);
      const icon = dialog.querySelector<HTMLElement>('.pl-message-box__icon')!;
      expect(icon.getAttribute('aria-hidden')).toBe('true');
      expect(getComputedStyle(icon).color, variant).toBe(colours[variant]);
      expect(getComputedStyle(dialog).borderTopColor, variant).toBe(colours[variant]);
      await mounted.unmount();
    }
  });

  it('closes from OK and from Escape and gives the focus back to the opener', async () => {
    let closed = 0;
    const opener = await open('error', () => closed++);
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Хўп')!.click();
    await settle(50);
    expect(closed).toBe(1);
    expect(mounted.shadow.querySelector('[role="alertdialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);

    opener.click();
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(closed).toBe(2);
    expect(deepActiveElement()).toBe(opener);
  });
});
