import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

function Harness({ onAnswer }: { onAnswer(yes: boolean): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <ConfirmDialog
        open={open}
        title="Чиқиш"
        message="Тизимдан чиқишни хоҳлайсизми?"
        yesLabel="Ҳа"
        noLabel="Йўқ"
        closeLabel="Ёпиш"
        onAnswer={(yes) => {
          setOpen(false);
          onAnswer(yes);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  it('renders inside the shadow root, 350 px wide, labelled by its title, with focus on "no"', async () => {
    const answers: boolean[] = [];
    mounted = await mountInShadow(<Harness onAnswer={(yes) => answers.push(yes)} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="alertdialog"]')!;
    expect(dialog).toBeTruthy();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(dialog.getBoundingClientRect().width).toBe(350);
    const labelledBy = dialog.getAttribute('aria-labelledby')!;
    expect(mounted.shadow.getElementById(labelledBy)!.textContent).toBe('Чиқиш');
    expect(dialog.textContent).toContain('Тизимдан чиқишни хоҳлайсизми?');
    expect(deepActiveElement()!.textContent).toBe('Йўқ');
  });

  it('answers yes from the button, closes on Escape with "no", and gives focus back to the opener', async () => {
    const answers: boolean[] = [];
    mounted = await mountInShadow(<Harness onAnswer={(yes) => answers.push(yes)} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(answers).toEqual([false]);
    expect(mounted.shadow.querySelector('[role="alertdialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);

    opener.click();
    await settle(50);
    const yes = [...mounted.shadow.querySelectorAll('button')].find((b) => b.textContent === 'Ҳа')!;
    yes.click();
    await settle(50);
    expect(answers).toEqual([false, true]);
  });

  it('keeps Tab inside the dialog', async () => {
    mounted = await mountInShadow(<Harness onAnswer={() => {}} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="alertdialog"]')!;
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(deepActiveElement())).toBe(true);
    }
  });
});
