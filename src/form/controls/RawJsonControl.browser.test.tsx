import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText } from '../../ui/testing/byText';
import { settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

runControlContract({
  element: { id: 1, type: 'raw_json', dataField: 'settings', label: 'Созламалар' },
  sample: '{"a":1}',
  shownSample: '{"a":1}',
  shown: (mounted) => mounted.shadow.querySelector('textarea')!.value,
  enter: (mounted) => typeInto(mounted.shadow.querySelector('textarea')!, '[1,2]'),
  entered: '[1,2]',
});

describe('raw json control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const area = () => mounted!.shadow.querySelector<HTMLTextAreaElement>('#tf-1')!;
  const format = () => byText<HTMLButtonElement>(mounted!.shadow, 'button', 'JSON ни форматлаш')!;

  it('says the JSON is wrong until it parses', async () => {
    mounted = await mountForm([{ id: 1, type: 'raw_json', dataField: 'settings', label: 'Созламалар' }]);
    await typeInto(area(), '{"a":');
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="alert"]')?.textContent).toBe('Хато JSON киритилган'));
    expect(format().disabled).toBe(true);
    await typeInto(area(), '1}');
    await vi.waitFor(() => expect(mounted!.shadow.querySelector('[role="alert"]')).toBeNull());
  });

  it('pretty-prints valid JSON with the format button', async () => {
    mounted = await mountForm([{ id: 1, type: 'raw_json', dataField: 'settings', label: 'Созламалар' }], {
      values: { settings: '{"a":[1,2]}' },
    });
    format().click();
    await settle();
    expect(area().value).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(mounted.form.getValues('settings')).toBe(area().value);
    expect(format().disabled).toBe(true);
  });

  it('shows an object the server sent as its JSON text, in a monospace font', async () => {
    mounted = await mountForm([{ id: 1, type: 'raw_json', dataField: 'settings', label: 'Созламалар' }], {
      values: { settings: { b: true } },
    });
    expect(area().value).toBe('{\n  "b": true\n}');
    expect(getComputedStyle(area()).fontFamily).toMatch(/mono/i);
  });
});
