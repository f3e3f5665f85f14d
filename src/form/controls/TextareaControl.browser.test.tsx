import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'textarea', dataField: 'content', label: 'Мазмуни' },
  sample: 'Биринчи қатор\nИккинчи қатор',
  shownSample: 'Биринчи қатор\nИккинчи қатор',
  shown: (mounted) => mounted.shadow.querySelector('textarea')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('textarea')!, 'Шикоят'),
  entered: 'Шикоят',
});

describe('textarea control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const area = () => mounted!.shadow.querySelector<HTMLTextAreaElement>('#tf-1')!;

  it('keeps line breaks and grows with its text', async () => {
    mounted = await mountForm([{ id: 1, type: 'textarea', dataField: 'content', label: 'Мазмуни', placeholder: 'Матн' }]);
    expect(area().placeholder).toBe('Матн');
    const before = area().getBoundingClientRect().height;
    await typeInto(area(), 'бир');
    for (let line = 0; line < 4; line += 1) {
      await sendKeys({ press: 'Enter' });
      await sendKeys({ type: `қатор ${line}` });
    }
    expect(mounted.form.getValues('content')).toMatch(/^бир\nқатор 0\n/);
    expect(area().getBoundingClientRect().height).toBeGreaterThan(before);
    expect(area().scrollHeight).toBeLessThanOrEqual(area().clientHeight + 1);
  });

  it('shows the length rule once typed', async () => {
    mounted = await mountForm([{ id: 1, type: 'textarea', dataField: 'content', label: 'Мазмуни', minLength: 5 }]);
    await typeInto(area(), 'абв');
    expect(mounted.shadow.querySelector('[role="alert"]')?.textContent).toBe('Майдонни узунлиги 5 та ёки ундан кўп бўлиши керак');
  });
});
