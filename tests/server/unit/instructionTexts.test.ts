import { describe, expect, it } from 'vitest';
import { instructionSnippet } from '../../../server/instructions/instructionSnippet';
import { localizedInstruction } from '../../../server/instructions/localizedInstruction';

describe('localizedInstruction', () => {
  const row = {
    title: 'Кириш',
    content: 'Логин ва парол',
    title_en: 'Signing in',
    content_en: '  ',
    title_ru: null,
    content_ru: 'Логин и пароль',
  };

  it('reads the language’s own columns, each falling back to the Uzbek text when empty', () => {
    expect(localizedInstruction(row, 'en')).toEqual({ title: 'Signing in', content: 'Логин ва парол', contentLocale: 'uz' });
    expect(localizedInstruction(row, 'ru')).toEqual({ title: 'Кириш', content: 'Логин и пароль', contentLocale: 'ru' });
    expect(localizedInstruction(row, 'uz')).toEqual({ title: 'Кириш', content: 'Логин ва парол', contentLocale: 'uz' });
    // Khmer has no columns of its own: the Uzbek text.
    expect(localizedInstruction(row, 'km')).toEqual({ title: 'Кириш', content: 'Логин ва парол', contentLocale: 'uz' });
    expect(localizedInstruction({ title: 'Т', content: null }, 'uz').content).toBe('');
  });
});

describe('instructionSnippet', () => {
  it('cuts the plain text around the match on word edges', () => {
    const long = `${'бир '.repeat(40)}**парол** ${'икки '.repeat(40)}`;
    const snippet = instructionSnippet(long, 'ПАРОЛ');
    expect(snippet).toMatch(/^…бир .* парол икки .*…$/);
    expect(snippet.length).toBeLessThan(200);
  });

  it('drops the markup and shows the start when only the title matched', () => {
    expect(instructionSnippet('# Сарлавҳа\n- [Ҳавола](/tables/appeals) ва ![расм](uploads/images/1) `код`', 'йўқ')).toBe(
      'Сарлавҳа Ҳавола ва расм код',
    );
  });
});
