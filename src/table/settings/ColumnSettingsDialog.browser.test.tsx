import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColumnConfig, TableColumnMeta } from '../../core/api/tableMetaContract';
import { createRuntime } from '../../core/runtime/platonRuntime';
import { byText } from '../../ui/testing/byText';
import { expectFocusOn } from '../../ui/testing/expectFocusOn';
import { mountInShadow, settle, type Mounted } from '../../ui/testing/mountInShadow';
import { applyColumnConfig } from '../../core/table/applyColumnConfig';
import { ColumnSettingsDialog } from './ColumnSettingsDialog';

// №, Ариза (Рақами, Мавзу), Ҳудуд, Сумма
const COLUMNS: TableColumnMeta[] = [
  { id: 1, title: '№', dataField: 'id' },
  {
    id: 2,
    title: 'Ариза',
    children: [
      { id: 3, title: 'Рақами', dataField: 'number' },
      { id: 4, title: 'Мавзу', dataField: 'subject' },
    ],
  },
  { id: 5, title: 'Ҳудуд', dataField: 'region' },
  { id: 6, title: 'Сумма', dataField: 'amount' },
];

const titles = (columns: TableColumnMeta[]): unknown[] =>
  columns.map((c) => (c.children?.length ? [c.title, titles(c.children)] : c.title));

describe('ColumnSettingsDialog (docs/behaviour.md §4, §12)', () => {
  let mounted: Mounted;
  afterEach(() => mounted?.unmount());

  async function mount(config: ColumnConfig | null = null) {
    const saved: ColumnConfig[] = [];
    const closes: number[] = [];
    const runtime = createRuntime();
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" id="opener" onClick={() => setOpen(true)}>
            settings
          </button>
          <ColumnSettingsDialog
            runtime={runtime}
            open={open}
            columns={COLUMNS}
            config={config}
            onSave={(next) => saved.push(next)}
            onClose={() => {
              closes.push(1);
              setOpen(false);
            }}
          />
        </>
      );
    }
    mounted = await mountInShadow(<Harness />);
    const opener = mounted.shadow.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await settle(50);
    return { saved, closes, opener };
  }

  const dialog = () => mounted.shadow.querySelector<HTMLElement>('[role="dialog"]');
  const button = (name: string) =>
    [...dialog()!.querySelectorAll<HTMLButtonElement>('button')].find(
      (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
    )!;
  const checkbox = (title: string) => byText<HTMLLabelElement>(dialog()!, 'label', title)!.control as HTMLInputElement;
  const titleBox = (title: string) => dialog()!.querySelector<HTMLInputElement>(`input[aria-label="Сарлавҳа: ${title}"]`)!;
  const listed = () =>
    [...dialog()!.querySelectorAll('.pl-column-settings__list--root > li')].map((li) => {
      const own = li.querySelector('label')!.textContent;
      const children = [...li.querySelectorAll(':scope > ul > li > div > label')].map((l) => l.textContent);
      return children.length ? [own, children] : own;
    });

  function type(input: HTMLInputElement, value: string) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('opens 500 px wide and 80% high, titled, listing the column tree, with focus inside', async () => {
    await mount();
    const box = dialog()!;
    expect(box.getBoundingClientRect().width).toBe(500);
    expect(Math.abs(box.getBoundingClientRect().height - window.innerHeight * 0.8)).toBeLessThan(2);
    expect(mounted.shadow.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe('Устунлар созламалари');
    expect(listed()).toEqual(['№', ['Ариза', ['Рақами', 'Мавзу']], 'Ҳудуд', 'Сумма']);
    expect(box.contains(mounted.shadow.activeElement)).toBe(true);
    expect(checkbox('Ҳудуд').checked).toBe(true);
    expect(button('Юқорига: №').disabled).toBe(true);
    expect(button('Пастга: Сумма').disabled).toBe(true);
  });

  it('saves hidden, renamed and reordered columns as a config the table applies the same way', async () => {
    const { saved, closes } = await mount();
    checkbox('Ҳудуд').click();
    type(titleBox('Мавзу'), 'Мурожаат мавзуси');
    type(titleBox('№'), '   ');
    button('Юқорига: Сумма').click();
    await settle();
    button('Пастга: Рақами').click();
    await settle();
    expect(listed()).toEqual(['№', ['Ариза', ['Мавзу', 'Рақами']], 'Сумма', 'Ҳудуд']);
    expect(checkbox('Ҳудуд').checked).toBe(false);

    byText<HTMLButtonElement>(dialog()!, 'button', 'Сақлаш')!.click();
    await settle(50);
    expect(saved).toEqual([
      { order: { '1': 0, '2': 1, '4': 0, '3': 1, '6': 2, '5': 3 }, titles: { '4': 'Мурожаат мавзуси' }, hidden: [5] },
    ]);
    expect(closes).toHaveLength(1);
    expect(Boolean(dialog())).toBe(false);
    expect(titles(applyColumnConfig(COLUMNS, saved[0]))).toEqual(['№', ['Ариза', ['Мурожаат мавзуси', 'Рақами']], 'Сумма']);
  });

  it('starts from the saved config: order, titles and hidden columns', async () => {
    await mount({ order: { '6': 0, '1': 1 }, titles: { '1': 'Т/р' }, hidden: [4] });
    expect(listed()).toEqual(['Сумма', '№', ['Ариза', ['Рақами', 'Мавзу']], 'Ҳудуд']);
    expect(titleBox('№').value).toBe('Т/р');
    expect(checkbox('Мавзу').checked).toBe(false);
  });

  it('hiding a group turns off the controls of its children', async () => {
    const { saved } = await mount();
    checkbox('Ариза').click();
    await settle();
    expect(checkbox('Рақами').disabled).toBe(true);
    expect(titleBox('Мавзу').disabled).toBe(true);
    byText<HTMLButtonElement>(dialog()!, 'button', 'Сақлаш')!.click();
    await settle(50);
    expect(titles(applyColumnConfig(COLUMNS, saved[0]))).toEqual(['№', 'Ҳудуд', 'Сумма']);
  });

  it('reorders from the keyboard, keeping focus on the moved column and announcing its place', async () => {
    await mount();
    button('Пастга: №').focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(listed()).toEqual([['Ариза', ['Рақами', 'Мавзу']], '№', 'Ҳудуд', 'Сумма']);
    expectFocusOn(button('Пастга: №'));
    expect(dialog()!.querySelector('[role="status"]')!.textContent).toBe('№ 2-ўринга кўчирилди');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(listed()).toEqual([['Ариза', ['Рақами', 'Мавзу']], 'Ҳудуд', 'Сумма', '№']);
    // At the bottom "down" is disabled, so "up" of the same column takes the focus.
    expectFocusOn(button('Юқорига: №'));
  });

  it('resets to the server columns by saving an empty config', async () => {
    const { saved, closes } = await mount({ hidden: [5] });
    byText<HTMLButtonElement>(dialog()!, 'button', 'Асл ҳолатига қайтариш')!.click();
    await settle(50);
    expect(saved).toEqual([{}]);
    expect(closes).toHaveLength(1);
  });

  it('moves when its header is dragged, and stays inside the viewport', async () => {
    await mount();
    const before = dialog()!.getBoundingClientRect();
    const title = dialog()!.querySelector('h2')!.getBoundingClientRect();
    const start: [number, number] = [Math.round(title.left + 10), Math.round(title.top + title.height / 2)];
    await sendMouse({ type: 'move', position: start });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [start[0] - 60, start[1] + 30] });
    await sendMouse({ type: 'up' });
    await settle();
    const moved = dialog()!.getBoundingClientRect();
    expect(Math.round(moved.left - before.left)).toBe(-60);
    expect(Math.round(moved.top - before.top)).toBe(30);

    const now = dialog()!.querySelector('h2')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(now.left + 10), Math.round(now.top + 5)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [0, 0] });
    await sendMouse({ type: 'up' });
    await settle();
    const edge = dialog()!.getBoundingClientRect();
    expect(Math.round(edge.left)).toBe(0);
    expect(Math.round(edge.top)).toBe(0);
    expect(dialog()).toBeTruthy();
  });

  it('does not close on an outside click; Escape closes without saving and focus returns to the opener', async () => {
    const { saved, closes, opener } = await mount();
    await sendMouse({ type: 'click', position: [3, window.innerHeight - 3] });
    await settle(50);
    expect(dialog()).toBeTruthy();
    checkbox('№').click();
    await sendKeys({ press: 'Escape' });
    await settle(50);
    expect(Boolean(dialog())).toBe(false);
    expect(saved).toEqual([]);
    expect(closes).toHaveLength(1);
    expectFocusOn(opener);

    // The abandoned draft is gone on the next opening.
    opener.click();
    await settle(50);
    expect(checkbox('№').checked).toBe(true);
  });
});
