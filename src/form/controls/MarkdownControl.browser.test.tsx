import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it } from 'vitest';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const content = (mounted: MountedForm) => mounted.shadow.querySelector<HTMLElement>('.cm-content')!;
const shownText = (mounted: MountedForm) => [...content(mounted).querySelectorAll('.cm-line')].map((line) => line.textContent).join('\n');
const tab = (mounted: MountedForm, name: string) =>
  [...mounted.shadow.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const preview = (mounted: MountedForm) => mounted.shadow.getElementById('tf-1-panel-preview')!;

runControlContract({
  element: { id: 1, type: 'markdown', dataField: 'notes', label: 'Изоҳ' },
  sample: '**Муҳим** изоҳ',
  shownSample: '**Муҳим** изоҳ',
  shown: shownText,
  enter: (mounted) => typeInto(content(mounted), '# Сарлавҳа'),
  entered: '# Сарлавҳа',
});

describe('markdown control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const mount = async (values: Record<string, unknown> = {}) =>
    (mounted = await mountForm([{ id: 1, type: 'markdown', dataField: 'notes', label: 'Изоҳ' }], { values }));

  it('renders the preview: a heading, and no script', async () => {
    const form = await mount({
      notes: '# Ариза\n\nМатн *қия*\n\n<script>window.__pwned = 1</script><img src="data:," onerror="window.__pwned = 1">',
    });
    expect(preview(form).hidden).toBe(true);
    tab(form, 'Олдиндан кўриш').click();
    await settle();
    expect(tab(form, 'Олдиндан кўриш').getAttribute('aria-selected')).toBe('true');
    expect(preview(form).hidden).toBe(false);
    expect(preview(form).querySelector('h1')?.textContent).toBe('Ариза');
    expect(preview(form).querySelector('em')?.textContent).toBe('қия');
    expect(preview(form).querySelector('script, [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The editor keeps its text while hidden, and comes back with the Write tab.
    expect(content(form).closest('[role="tabpanel"]')!.hasAttribute('hidden')).toBe(true);
    tab(form, 'Ёзиш').click();
    await settle();
    expect(shownText(form)).toContain('# Ариза');
  });

  it('previews what was just typed', async () => {
    const form = await mount();
    await typeInto(content(form), '## Жавоб');
    tab(form, 'Олдиндан кўриш').click();
    await settle();
    expect(preview(form).querySelector('h2')?.textContent).toBe('Жавоб');
  });

  it('says so when there is nothing to preview', async () => {
    const form = await mount();
    tab(form, 'Олдиндан кўриш').click();
    await settle();
    expect(preview(form).textContent).toBe('Кўрсатиш учун матн йўқ');
  });

  it('moves between tabs with arrow keys', async () => {
    const form = await mount({ notes: '**қалин**' });
    tab(form, 'Ёзиш').focus();
    await sendKeys({ press: 'ArrowRight' });
    await settle();
    expect(deepActiveElement()).toBe(tab(form, 'Олдиндан кўриш'));
    expect(preview(form).querySelector('strong')?.textContent).toBe('қалин');
    await sendKeys({ press: 'Home' });
    await settle();
    expect(tab(form, 'Ёзиш').getAttribute('aria-selected')).toBe('true');
  });

  it('lets Tab leave the editor (no indenting)', async () => {
    mounted = await mountForm([
      { id: 1, type: 'markdown', dataField: 'notes', label: 'Изоҳ' },
      { id: 2, type: 'input', dataField: 'after', label: 'Кейин' },
    ]);
    await typeInto(content(mounted), 'x');
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(deepActiveElement()).toBe(mounted.shadow.getElementById('tf-2'));
    expect(mounted.form.getValues('notes')).toBe('x');
  });

  it('brings the editor back when a refused submit focuses it', async () => {
    mounted = await mountForm([{ id: 1, type: 'markdown', dataField: 'notes', label: 'Изоҳ', isRequired: true }]);
    tab(mounted, 'Олдиндан кўриш').click();
    await settle();
    expect(await mounted.submit()).toBeNull();
    await settle();
    expect(tab(mounted, 'Ёзиш').getAttribute('aria-selected')).toBe('true');
    expect(deepActiveElement()).toBe(content(mounted));
  });
});
