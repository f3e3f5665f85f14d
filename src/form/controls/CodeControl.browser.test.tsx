import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const content = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLElement>('.cm-content')!;
/** The document as CodeMirror shows it: one line element per line. */
const shownText = (mounted: MountedForm) => [...content(mounted).querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');

runControlContract({
  element: { id: 1, type: 'code', dataField: 'query', label: 'Сўров', language: 'sql' },
  sample: 'SELECT 1',
  shownSample: 'SELECT 1',
  shown: shownText,
  enter: (mounted) => typeInto(content(mounted), 'select 2'),
  entered: 'select 2',
});

describe('code control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());

  it('shows a multi-line value and puts typed lines into the form', async () => {
    mounted = await mountForm([{ id: 1, type: 'code', dataField: 'js', label: 'Код', language: 'javascript' }], {
      values: { js: 'let a = 1;\nlet b = 2;' },
    });
    await vi.waitFor(() => expect(shownText(mounted!)).toBe('let a = 1;\nlet b = 2;'));
    content(mounted).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'a + b' });
    await settle();
    expect(mounted.form.getValues('js')).toBe('let a = 1;\nlet b = 2;\na + b');
  });

  it('colours JSON by its grammar', async () => {
    mounted = await mountForm([{ id: 1, type: 'code', dataField: 'settings', label: 'Созламалар', language: 'json' }], {
      values: { settings: '{"region": 7}' },
    });
    await vi.waitFor(() => expect(content(mounted!).querySelector('.tok-propertyName')?.textContent).toBe('"region"'));
    expect(content(mounted).querySelector('.tok-number')?.textContent).toBe('7');
  });

  it('leaves plain text uncoloured when the language is unknown', async () => {
    mounted = await mountForm([{ id: 1, type: 'monaco', dataField: 'text', label: 'Матн', language: 'cobol' }], {
      values: { text: '{"region": 7}' },
    });
    await vi.waitFor(() => expect(shownText(mounted!)).toBe('{"region": 7}'));
    await settle(50);
    expect(content(mounted).querySelector('[class*="tok-"]')).toBeNull();
  });

  it('refuses typing when read-only, but can still be focused', async () => {
    mounted = await mountForm([{ id: 1, type: 'code', dataField: 'js', label: 'Код', isReadOnly: true }], {
      values: { js: 'const x = 1;' },
    });
    await typeInto(content(mounted), 'zzz');
    expect(deepActiveElement()).toBe(content(mounted));
    expect(mounted.form.getValues('js')).toBe('const x = 1;');
    expect(shownText(mounted)).toBe('const x = 1;');
  });

  it('indents with Tab and is left with Escape then Tab', async () => {
    mounted = await mountForm([
      { id: 1, type: 'code', dataField: 'js', label: 'Код' },
      { id: 2, type: 'input', dataField: 'after', label: 'Кейин' },
    ]);
    await typeInto(content(mounted), 'a');
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(deepActiveElement()).toBe(content(mounted));
    expect(mounted.form.getValues('js')).toMatch(/^\s+a$/);
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(deepActiveElement()).toBe(mounted.shadow.getElementById('tf-2'));
    // The way out is told to screen reader users.
    const described = (content(mounted).getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => mounted!.shadow.getElementById(id)?.textContent)).toContain(
      'Муҳаррирдан чиқиш учун Escape, сўнг Tab тугмасини босинг',
    );
  });

  it('marks the field touched when focus leaves', async () => {
    mounted = await mountForm([
      { id: 1, type: 'code', dataField: 'js', label: 'Код' },
      { id: 2, type: 'input', dataField: 'after', label: 'Кейин' },
    ]);
    content(mounted).focus();
    await settle();
    mounted.shadow.getElementById('tf-2')!.focus();
    await settle();
    expect(mounted.form.getFieldState('js').isTouched).toBe(true);
  });
});
