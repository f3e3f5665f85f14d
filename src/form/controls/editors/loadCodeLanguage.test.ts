import { describe, expect, it } from 'vitest';
import { codeLanguageName, loadCodeLanguage } from './loadCodeLanguage';

describe('codeLanguageName', () => {
  it('folds the names administrators use to our grammars', () => {
    expect(codeLanguageName('JSON')).toBe('json');
    expect(codeLanguageName(' js ')).toBe('javascript');
    expect(codeLanguageName('ts')).toBe('typescript');
    expect(codeLanguageName('postgresql')).toBe('sql');
    expect(codeLanguageName('md')).toBe('markdown');
  });

  it('gives plain text for unknown or empty names, and no prototype keys', () => {
    expect(codeLanguageName('cobol')).toBeNull();
    expect(codeLanguageName(null)).toBeNull();
    expect(codeLanguageName('constructor')).toBeNull();
  });
});

describe('loadCodeLanguage', () => {
  it('loads a grammar, and nothing for plain text', async () => {
    expect(await loadCodeLanguage('cobol')).toEqual([]);
    const json = await loadCodeLanguage('json');
    expect(json).toHaveProperty('language');
  });
});
