import { sendKeys } from '@web/test-runner-commands';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deepActiveElement, settle } from '../../ui/testing/mountInShadow';
import { mountForm, type MountedForm } from './testing/mountForm';
import { runControlContract } from './testing/runControlContract';
import { typeInto } from './testing/typeInto';

const content = (mounted: MountedForm) => mounted.shadow.getElementById('tf-1')!;
const button = (mounted: MountedForm, label: string) => mounted.shadow.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;

runControlContract({
  element: { id: 1, type: 'rich_text', dataField: 'answer', label: 'Жавоб' },
  sample: '<p>Ариза кўриб чиқилди</p>',
  shownSample: 'Ариза кўриб чиқилди',
  shown: (mounted) => content(mounted).textContent,
  enter: (mounted) => typeInto(content(mounted), 'Салом'),
  entered: '<p>Салом</p>',
});

describe('rich text control', () => {
  let mounted: MountedForm | undefined;
  afterEach(() => mounted?.unmount());
  const mount = async (values: Record<string, unknown> = {}) =>
    (mounted = await mountForm([{ id: 1, type: 'rich_text', dataField: 'answer', label: 'Жавоб' }], { values }));

  it('makes bold text with the bold button, which shows it is pressed', async () => {
    const form = await mount();
    await typeInto(content(form), 'Муҳим ');
    expect(button(form, 'Қалин').getAttribute('aria-pressed')).toBe('false');
    button(form, 'Қалин').click();
    await settle();
    expect(button(form, 'Қалин').getAttribute('aria-pressed')).toBe('true');
    await sendKeys({ type: 'хабар' });
    await settle();
    expect(form.form.getValues('answer')).toBe('<p>Муҳим <strong>хабар</strong></p>');
    expect(content(form).querySelector('strong')?.textContent).toBe('хабар');
    // The button gave focus back to the text.
    expect(deepActiveElement()).toBe(content(form));
  });

  it('shows formatted HTML from the value', async () => {
    const form = await mount({ answer: '<h2>Жавоб</h2><ul><li><em>биринчи</em></li></ul>' });
    expect(content(form).querySelector('h2')?.textContent).toBe('Жавоб');
    expect(content(form).querySelector('ul li em')?.textContent).toBe('биринчи');
  });

  it('strips scripts and handlers from a value it is given and from what it gives back', async () => {
    const form = await mount({
      answer: '<p onclick="window.__pwned = 1">Матн<img src="x" onerror="window.__pwned = 1"></p><script>window.__pwned = 1</script>',
    });
    await settle(20);
    expect(content(form).textContent).toBe('Матн');
    expect(content(form).querySelector('script, [onclick], [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await typeInto(content(form), '!');
    const saved = String(form.form.getValues('answer'));
    expect(saved).not.toMatch(/script|onclick|onerror/);
    expect(saved).toContain('Матн');
  });

  it('makes lists and headings and undoes them', async () => {
    const form = await mount();
    await typeInto(content(form), 'Банд');
    button(form, 'Белгили рўйхат').click();
    await settle();
    expect(form.form.getValues('answer')).toBe('<ul><li><p>Банд</p></li></ul>');
    expect(button(form, 'Белгили рўйхат').getAttribute('aria-pressed')).toBe('true');
    button(form, 'Ортга қайтариш').click();
    await settle();
    expect(form.form.getValues('answer')).toBe('<p>Банд</p>');
    button(form, 'Сарлавҳа').click();
    await settle();
    expect(form.form.getValues('answer')).toBe('<h2>Банд</h2>');
  });

  it('links the selected text through the link form', async () => {
    const form = await mount({ answer: '<p>Портал</p>' });
    content(form).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ down: 'Shift' });
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ up: 'Shift' });
    button(form, 'Ҳавола').click();
    await settle();
    const address = form.shadow.getElementById('tf-1-link') as HTMLInputElement;
    expect(deepActiveElement()).toBe(address);
    await sendKeys({ type: 'gov.uz' });
    await sendKeys({ press: 'Enter' });
    await settle();
    await vi.waitFor(() => expect(form.form.getValues('answer')).toMatch(/<a [^>]*href="https:\/\/gov\.uz"[^>]*>Портал<\/a>/));
    expect(form.shadow.getElementById('tf-1-link')).toBeNull();
  });

  it('draws the link, undo and redo buttons with the icon set, not with characters a font may lack', async () => {
    const form = await mount();
    for (const [label, icon] of [
      ['Ҳавола', 'fa-link'],
      ['Ортга қайтариш', 'fa-rotate-left'],
      ['Қайта бажариш', 'fa-rotate-right'],
    ]) {
      await vi.waitFor(() => expect(button(form, label).querySelector(`i.${icon}`)).not.toBeNull());
      expect(button(form, label).textContent).toBe('');
    }
  });

  it('moves between toolbar buttons with arrow keys, one tab stop', async () => {
    const form = await mount();
    const toolbar = form.shadow.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Матнни форматлаш');
    expect([...toolbar.querySelectorAll('button')].filter((b) => b.tabIndex === 0)).toHaveLength(1);
    button(form, 'Қалин').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).toBe(button(form, 'Курсив'));
    await sendKeys({ press: 'End' });
    expect(deepActiveElement()).toBe(button(form, 'Қайта бажариш'));
  });

  it('is not editable when read-only and draws no toolbar', async () => {
    const form = await mountForm([{ id: 1, type: 'rich_text', dataField: 'answer', label: 'Жавоб', isReadOnly: true }], {
      values: { answer: '<p>Ўзгармас</p>' },
    });
    mounted = form;
    expect(form.shadow.querySelector('[role="toolbar"]')).toBeNull();
    await typeInto(content(form), 'x');
    expect(form.form.getValues('answer')).toBe('<p>Ўзгармас</p>');
    expect(content(form).textContent).toBe('Ўзгармас');
  });
});
