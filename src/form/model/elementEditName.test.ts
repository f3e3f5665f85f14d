import { describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../../core/api/formMeta';
import { elementEditName } from './elementEditName';

const EN: Record<string, string> = { Бўлимлар: 'Tabs', 'Матн блоки': 'Text block', Бўлим: 'Tab' };
const t = (key: string) => EN[key] ?? key;

describe('elementEditName: what an administrator’s gear link says it edits', () => {
  it('names a field by its label, the first non-empty part', () => {
    expect(elementEditName({ id: 1, type: 'input', label: 'Мурожаатчи', dataField: 'applicant' }, t)).toBe('Мурожаатчи');
    expect(elementEditName({ id: 1, type: 'number', label: '|Сумма|сўм', dataField: 'amount' }, t)).toBe('Сумма');
  });

  it('names a tab container by its tabs, never by its raw type', () => {
    const container: FormElementMeta = {
      id: 1,
      type: 'tab_container',
      children: [
        { id: 2, type: 'tab', label: 'Асосий' },
        { id: 3, type: 'tab', label: 'Қўшимча' },
      ],
    };
    expect(elementEditName(container, t)).toBe('Tabs: Асосий, Қўшимча');
    expect(elementEditName({ id: 1, type: 'tab_container' }, t)).toBe('Tabs');
  });

  it('falls back to the field, then to the translated kind of element', () => {
    expect(elementEditName({ id: 1, type: 'input', dataField: 'phone' }, t)).toBe('phone');
    expect(elementEditName({ id: 1, type: 'html' }, t)).toBe('Text block');
    expect(elementEditName({ id: 1, type: 'tab' }, t)).toBe('Tab');
  });
});
