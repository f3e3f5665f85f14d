import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromptDialog } from './PromptDialog';
import { byText } from './testing/byText';
import { deepActiveElement, mountInShadow, settle, type Mounted } from './testing/mountInShadow';

function Harness(props: { multiline?: boolean; onSubmit(value: string): void; onCancel(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        open
      </button>
      <PromptDialog
        open={open}
        title="Номини ўзгартириш"
        label="Янги ном"
        initialValue="Эски ном"
        multiline={props.multiline}
        okLabel="Хўп"
        cancelLabel="Бекор қилиш"
        closeLabel="Ёпиш"
        onSubmit={(value) => {
          setOpen(false);
          props.onSubmit(value);
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

describe('PromptDialog', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function open(multiline = false) {
    const submitted: string[] = [];
    let cancelled = 0;
    mounted = await mountInShadow(<Harness multiline={multiline} onSubmit={(v) => submitted.push(v)} onCancel={() => cancelled++} />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    return { opener, submitted, cancelled: () => cancelled };
  }

  it('has a title, a label tied to the field, and the focus in the field with the default selected', async () => {
    await open();
    const dialog = mounted.shadow.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(mounted.shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Номини ўзгартириш');
    const input = dialog.querySelector<HTMLInputElement>('input')!;
    expect(input.labels![0].textContent).toBe('Янги ном');
    expect(deepActiveElement()).toBe(input);
    expect(input.value).toBe('Эски ном');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Эски ном'.length]);
  });

  it('returns the typed value on Enter and gives the focus back', async () => {
    const { opener, submitted } = await open();
    await sendKeys({ type: 'Yangi' });
    await sendKeys({ press: 'Enter' });
    await settle(50);
    expect(submitted).toEqual(['Yangi']);
    expect(mounted.shadow.querySelector('[role="dialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('cancels on Escape and on the cancel button, and starts again from the default', async () => {
    const { opener, submitted, cancelled } = await open();
    await sendKeys({ type: 'abc' });
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(cancelled()).toBe(1);
    expect(deepActiveElement()).toBe(opener);

    opener.click();
    await settle(50);
    expect(mounted.shadow.querySelector<HTMLInputElement>('[role="dialog"] input')!.value).toBe('Эски ном');
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Бекор қилиш')!.click();
    await settle(50);
    expect(cancelled()).toBe(2);
    expect(submitted).toEqual([]);
  });

  it('takes several lines in a textarea: Enter is a new line, Ctrl+Enter or OK submits', async () => {
    const { opener, submitted } = await open(true);
    const textarea = mounted.shadow.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea')!;
    expect(textarea.labels![0].textContent).toBe('Янги ном');
    expect(deepActiveElement()).toBe(textarea);
    await sendKeys({ type: 'one' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'two' });
    await settle();
    expect(mounted.shadow.querySelector('[role="dialog"]')).not.toBeNull();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Control' });
    await settle(50);
    expect(submitted).toEqual(['one\ntwo']);

    opener.click();
    await settle(50);
    byText<HTMLButtonElement>(mounted.shadow, 'button', 'Хўп')!.click();
    await settle(50);
    expect(submitted).toEqual(['one\ntwo', 'Эски ном']);
  });
});
