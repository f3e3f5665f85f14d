import { describe, expect, it } from 'vitest';
import type { FormOption } from '../api/formMeta';
import type { TableFilterOption } from '../api/tableContract';
import { optionLabel } from './optionLabel';

describe('optionLabel', () => {
  it('prefers the locale name, then the display name, then the name', () => {
    const option = { id: 1, name: 'Тошкент', name_ru: 'Ташкент', display_name: 'Тошкент ш.' };
    expect(optionLabel(option, 'ru')).toBe('Ташкент');
    expect(optionLabel(option, 'en')).toBe('Тошкент ш.');
    expect(optionLabel({ id: 1, name: 'Тошкент', display_name: null }, 'uz')).toBe('Тошкент');
    expect(optionLabel({ id: 1, name: 'Тошкент', name_uz: '  ' }, 'uz')).toBe('Тошкент');
  });

  it('shows the id when the name is blank, for a form option and a table filter option alike', () => {
    const formOption: FormOption = { id: 7, name: '' };
    const filterOption: TableFilterOption = { id: 8, name: '  ' };
    expect(optionLabel(formOption, 'uz')).toBe('7');
    expect(optionLabel(filterOption, 'uz')).toBe('8');
    expect(optionLabel({ id: 9 } as TableFilterOption, 'uz')).toBe('9');
  });
});
